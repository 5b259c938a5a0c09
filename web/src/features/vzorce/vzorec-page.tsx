/**
 * 'Overenie vzorca – {label}': the office checks a price list's formula against the decree's worked
 * cases without a developer. The version valid today (OVERENÝ/NÁVRH), the versions with their
 * sign-off, the chosen version's parameters, each case with the decree's amount, the product's
 * amount for the chosen version and Zhoda/Nezhoda; for SPRAVA_CENNIKOV adding and removing cases,
 * a new parameter version and the sign-off of a version whose cases all match.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { type VzorecDetail, type VzorecPripadView, type VzorecVerziaView, VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { formatEurSk } from '@shared/format/cislo';
import { useConfirm } from '@web/components/confirm-dialog';
import { DataTable } from '@web/components/data-table';
import { SummaryList } from '@web/components/summary-list';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { NovaVerziaForm } from './nova-verzia-form';
import { OverenieForm } from './overenie-form';
import { PridatPripadForm } from './pridat-pripad-form';
import { useCiselnikyPripadu } from './use-ciselniky-pripadu';
import { useVzorecOdstranitPripad, vzorecDetailQuery } from './vzorce-api';
import { VZOREC_PAGE_TEXTS as T } from './vzorce-texts';
import { formatParameter, hodnotyPripadu, platnostVerzie, poliaPripadu, stavVerzie, vstupyPripadu, zvolenaVerzia } from './vzorec-view';
import '@web/components/table-kit/table-kit.css';
import './vzorce.css';

export function VzorecPage({ name, verzia }: { name: string; verzia?: number }) {
  const { profil } = useRouteContext({ from: '/is/_staff' });
  const canManage = hasAnyRight(profil, ['SPRAVA_CENNIKOV']);
  const { data: d } = useSuspenseQuery(vzorecDetailQuery(name));
  const platna = d.verzie.find((v) => v.platna);
  const zvolena = zvolenaVerzia(d.verzie, verzia);

  return (
    <>
      <Link className="govuk-back-link" to="/is/cenniky/$name" params={{ name }}>
        {T.spat}
      </Link>
      <h1 className="govuk-heading-l">
        {T.nadpis(d.label)}{' '}
        {platna && (
          <strong className={`govuk-tag ${platna.overenie ? 'govuk-tag--green' : 'govuk-tag--yellow'}`} data-testid="vzorec-stav">
            {platna.overenie ? VZOREC_TEXTS.overeny : VZOREC_TEXTS.navrh}
          </strong>
        )}
      </h1>
      <Verzie name={name} d={d} zvolena={zvolena} />
      {zvolena && <Parametre d={d} verzia={zvolena} />}
      <Pripady name={name} d={d} verzia={zvolena} canManage={canManage} />
      {canManage && zvolena && !zvolena.overenie && <OverenieForm key={`o${zvolena.cisloVerzie}`} name={name} d={d} verzia={zvolena} />}
      {canManage && <PridatPripadForm name={name} d={d} />}
      {canManage && d.parametre.length > 0 && <NovaVerziaForm key={`v${zvolena?.cisloVerzie ?? 0}-${d.posledneCislo}`} name={name} d={d} zaklad={zvolena} />}
    </>
  );
}

function Verzie({ name, d, zvolena }: { name: string; d: VzorecDetail; zvolena?: VzorecVerziaView }) {
  if (d.verzie.length === 0) return <p className="govuk-inset-text">{VZOREC_TEXTS.ziadnaVerzia}</p>;
  return (
    <DataTable
      caption={VZOREC_TEXTS.verzie}
      captionClassName="govuk-table__caption--m"
      className="es-stack-table"
      rows={d.verzie}
      rowKey={(v) => String(v.cisloVerzie)}
      columns={[
        {
          key: 'verzia',
          header: T.verzia,
          stackLabel: T.verzia,
          cell: (v) =>
            v.cisloVerzie === zvolena?.cisloVerzie ? (
              <strong aria-current="true">
                {v.cisloVerzie} <span className="govuk-visually-hidden">({T.zobrazena})</span>
              </strong>
            ) : (
              <Link className="govuk-link" to="/is/cenniky/$name/vzorec" params={{ name }} search={{ verzia: v.cisloVerzie }} aria-label={T.zobrazit(v.cisloVerzie)}>
                {v.cisloVerzie}
              </Link>
            ),
        },
        { key: 'platnost', header: T.platnost, stackLabel: T.platnost, cell: (v) => platnostVerzie(v) },
        { key: 'stav', header: T.stav, stackLabel: T.stav, cell: (v) => stavVerzie(v) },
      ]}
    />
  );
}

function Parametre({ d, verzia }: { d: VzorecDetail; verzia: VzorecVerziaView }) {
  return (
    <>
      <h2 className="govuk-heading-m">{T.parametreVerzie(verzia.cisloVerzie)}</h2>
      {d.parametre.length === 0 ? (
        <p className="govuk-body">{VZOREC_TEXTS.bezParametrov}</p>
      ) : (
        <DataTable
          caption={VZOREC_TEXTS.parametre}
          captionClassName="govuk-visually-hidden"
          className="es-stack-table"
          rows={d.parametre}
          rowKey={(p) => p.name}
          columns={[
            { key: 'label', header: T.parameter, stackLabel: T.parameter, cell: (p) => p.label },
            {
              key: 'hodnota',
              header: T.hodnota,
              stackLabel: T.hodnota,
              numeric: true,
              cell: (p) => formatParameter(verzia.parametre[p.name] ?? p.navrh, p.desatinne),
            },
            { key: 'jednotka', header: T.jednotka, stackLabel: T.jednotka, cell: (p) => p.jednotka },
          ]}
        />
      )}
    </>
  );
}

function Pripady({ name, d, verzia, canManage }: { name: string; d: VzorecDetail; verzia?: VzorecVerziaView; canManage: boolean }) {
  const polia = poliaPripadu(d);
  const ciselniky = useCiselnikyPripadu(polia);
  const remove = useVzorecOdstranitPripad(name);
  const { confirm, dialog } = useConfirm();
  const onRemove = async (p: VzorecPripadView) => {
    if (!(await confirm(T.potvrdenieOdstranenia(p.nazov)))) return;
    clearStatusMessages();
    try {
      await remove.mutateAsync(p.uuid);
      showSuccess(T.odstraneny);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };
  return (
    <>
      {dialog}
      <h2 className="govuk-heading-m">{VZOREC_TEXTS.pripady}</h2>
      {d.pripady.length === 0 && <p className="govuk-body">{VZOREC_TEXTS.ziadnePripady}</p>}
      {d.pripady.map((p) => {
        const r = verzia?.vysledky.find((x) => x.pripadUuid === p.uuid);
        return (
          <section key={p.uuid} className="es-vzorec-pripad" aria-labelledby={`pripad-${p.uuid}`} data-testid="vzorec-pripad">
            <h3 className="govuk-heading-s" id={`pripad-${p.uuid}`}>
              {p.nazov}
            </h3>
            <SummaryList
              rows={[
                {
                  key: 'vstupy',
                  label: T.vstupy,
                  value: (
                    <ul className="govuk-list">
                      {vstupyPripadu(polia, p.atributy, ciselniky.label).map((v) => (
                        <li key={v.name}>
                          {v.label}: {v.hodnota}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  key: 'hodnoty',
                  label: T.hodnotyCennika,
                  value: (
                    <ul className="govuk-list">
                      {hodnotyPripadu(d.symboly, p.hodnoty).map((h) => (
                        <li key={h.skratka}>{h.text}</li>
                      ))}
                    </ul>
                  ),
                },
                { key: 'suma', label: T.sumaPodlaVyhlasky, value: formatEurSk(p.ocakavanaSuma) },
                verzia && {
                  key: 'vypocet',
                  label: T.vypocetProduktuVerzie(verzia.cisloVerzie),
                  value: r?.vypocitane ? formatEurSk(r.vysledok) : T.nevypocitane,
                },
                r && {
                  key: 'vysledok',
                  label: T.vysledok,
                  value: <strong className={`govuk-tag ${r.zhoda ? 'govuk-tag--green' : 'govuk-tag--red'}`}>{r.zhoda ? VZOREC_TEXTS.zhoda : VZOREC_TEXTS.nezhoda}</strong>,
                },
              ]}
            />
            {canManage && (
              <button type="button" className="govuk-button govuk-button--warning" onClick={() => onRemove(p)} disabled={remove.isPending}>
                {T.odstranit}
                <span className="govuk-visually-hidden"> {p.nazov}</span>
              </button>
            )}
          </section>
        );
      })}
    </>
  );
}
