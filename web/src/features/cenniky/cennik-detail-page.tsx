import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { CennikDetail } from '@shared/api/cenniky';
import { VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { type CennikTyp, cennikDef, cennikSlug } from '@shared/domain/cennik';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { parseCisloSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { useConfirm } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { cennikMaVzorec } from '@web/features/vzorce';
import { cennikCsvHref, cennikDetailQuery, cennikKodyQuery, useDeleteVerzia, usePridajPolozku } from './cenniky-api';
import { CENNIK_TEXTS, CENNIKY_TEXTS } from './cenniky-texts';
import { CennikLegenda, CennikTable } from './cennik-table';
import { CennikTypyNav } from './cennik-typy-nav';

/**
 * A price-list version (spec part 2 §2): the types on the left; PLATNÝ/NEPLATNÝ and the name, 'Nová
 * verzia' on a valid list, 'Export do CSV' and 'Odstrániť' for SPRAVA_CENNIKOV, the range of a version
 * that is not valid, 'Iné verzie (n)', the item table, 'Pridať položku' and the legend.
 */
export function CennikDetailPage({ typ, version }: { typ: CennikTyp; version?: number }) {
  const name = cennikSlug(typ);
  const { profil } = useRouteContext({ from: '/is/_staff' });
  const canManage = hasAnyRight(profil, ['SPRAVA_CENNIKOV']);
  const { data } = useSuspenseQuery(cennikDetailQuery(name, version));
  const d = data.cennikDetail;
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteVerzia(name);
  const [adding, setAdding] = useState(false);

  const onRemove = async () => {
    if (!(await confirm(CENNIK_TEXTS.potvrdenieZmazania))) return;
    clearStatusMessages();
    try {
      await remove.mutateAsync(d.cisloVerzie);
      showSuccess(CENNIK_TEXTS.zmazana, { afterNavigation: true });
      await navigate({ to: '/is/cenniky/$name', params: { name } });
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };

  return (
    <>
      {dialog}
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-quarter">
          <CennikTypyNav active={typ} />
        </div>
        <div className="govuk-grid-column-three-quarters">
          <h2 className="govuk-heading-m">
            <strong className={`govuk-tag ${d.isValid ? 'govuk-tag--green' : 'govuk-tag--grey'}`}>{d.isValid ? CENNIKY_TEXTS.platny : CENNIKY_TEXTS.neplatny}</strong> {d.label}
          </h2>
          {!d.isValid && <p className="govuk-body">{CENNIKY_TEXTS.rozsah(formatDateSk(d.platnostVerzieOd), d.platnostVerzieDo && formatDateSk(d.platnostVerzieDo))}</p>}
          <div className="govuk-button-group">
            {canManage && d.isValid && (
              <Link className="govuk-button" to="/is/cenniky/$name/nova-verzia" params={{ name }}>
                {CENNIKY_TEXTS.novaVerzia}
              </Link>
            )}
            {canManage && (
              <a className="govuk-button govuk-button--secondary" href={cennikCsvHref(name, d.cisloVerzie)} download>
                {CENNIKY_TEXTS.exportCsv}
              </a>
            )}
            {canManage && d.isRemovable && (
              <button type="button" className="govuk-button govuk-button--warning" onClick={onRemove}>
                {CENNIKY_TEXTS.odstranit}
              </button>
            )}
            <Link className="govuk-link" to="/is/cenniky/$name/vsetky-verzie" params={{ name }}>
              {CENNIKY_TEXTS.ineVerzie(d.pocetVerzii)}
            </Link>
            {cennikMaVzorec(typ) && (
              <Link className="govuk-link" to="/is/cenniky/$name/vzorec" params={{ name }}>
                {VZOREC_TEXTS.odkaz}
              </Link>
            )}
          </div>
          <CennikTable
            typ={typ}
            polozky={data.cennikPolozkaList}
            extraRow={adding ? <NovyRiadok typ={typ} detail={data} onDone={() => setAdding(false)} /> : undefined}
          />
          {canManage && d.isValid && cennikDef(typ).editable && !adding && (
            <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setAdding(true)}>
              {CENNIKY_TEXTS.pridatPolozku}
            </button>
          )}
          <CennikLegenda typ={typ} />
        </div>
      </div>
    </>
  );
}

/** Select of the codes of one key attribute (fixed values or a code list). */
export function KlucSelect({ typ, name, value, onChange, label }: { typ: CennikTyp; name: string; value: string; onChange: (v: string) => void; label: string }) {
  const k = cennikDef(typ).kluce.find((x) => x.name === name);
  const kody = useQuery({ ...cennikKodyQuery(k && 'ciselnik' in k ? k.ciselnik : ''), enabled: Boolean(k && 'ciselnik' in k) });
  const options: [string, string][] =
    k && 'values' in k ? Object.entries(k.values) : (kody.data?.[0]?.values ?? []).filter((v) => v.aktivna).map((v) => [v.kod || v.uuid, v.label]);
  return (
    <select className="govuk-select" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{CENNIKY_TEXTS.vyberte}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  );
}

/** 'Pridať položku': an inline row with 'Uložiť' (POST …/{id}/pridaj-polozku). */
function NovyRiadok({ typ, detail, onDone }: { typ: CennikTyp; detail: CennikDetail; onDone: () => void }) {
  const def = cennikDef(typ);
  const add = usePridajPolozku(cennikSlug(typ), detail.cennikDetail.uuid);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (n: string, v: string) => setValues((s) => ({ ...s, [n]: v }));
  const onSave = async () => {
    clearStatusMessages();
    setErrors({});
    const body: Record<string, unknown> = {};
    for (const k of def.kluce) body[k.name] = values[k.name] || undefined;
    for (const h of def.hodnoty) body[h.name] = parseCisloSk(values[h.name] ?? '') ?? Number.NaN;
    try {
      await add.mutateAsync(body as never);
      showSuccess(CENNIK_TEXTS.ulozene);
      onDone();
    } catch (err) {
      if (isApiError(err)) setErrors(Object.fromEntries(err.fieldErrors.map((e) => [e.fieldName, e.message])));
      showApiError(err, COMMON_TEXTS.serverError);
      if (isApiError(err) && err.fieldErrors.some((e) => e.fieldName === 'polozka')) clearStatusMessages();
    }
  };
  return (
    <tr className="govuk-table__row">
      {def.kluce.map((k) => (
        <td key={k.name} className="govuk-table__cell">
          <KlucSelect typ={typ} name={k.name} label={k.label} value={values[k.name] ?? ''} onChange={(v) => set(k.name, v)} />
          {errors[k.name] && <p className="govuk-error-message">{errors[k.name]}</p>}
        </td>
      ))}
      {def.hodnoty.map((h, i) => (
        <td key={h.name} className="govuk-table__cell">
          <input className="govuk-input govuk-input--width-5" inputMode="decimal" aria-label={h.skratka} value={values[h.name] ?? ''} onChange={(e) => set(h.name, e.target.value)} />
          {errors[h.name] && <p className="govuk-error-message">{errors[h.name]}</p>}
          {i === def.hodnoty.length - 1 && (
            <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onSave} disabled={add.isPending}>
              {CENNIKY_TEXTS.ulozit}
            </button>
          )}
        </td>
      ))}
      {errors.polozka && (
        <td className="govuk-table__cell">
          <p className="govuk-error-message">{errors.polozka}</p>
        </td>
      )}
    </tr>
  );
}
