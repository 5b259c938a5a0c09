/**
 * 'Výpočet': why an item's amount is what it is – the price-list version
 * (number, validity) and the row used, each symbol's value, the inputs, each step with its result,
 * the formula version (number, start) and the parameters it used, the final amount and either the
 * proposal marker (the version is not signed off yet) or who verified the version against the decree;
 * or the reason no amount was calculated ('chýba cenník!').
 */
import type { PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { formatCisloSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { BEZ_CENNIKA, formatVysledokKroku } from '@shared/domain/vzorce/vzorec';
import { formatEurSk } from '@shared/format/cislo';
import { PREDMET_SKODY_TEXTS } from './predmet-skody-texts';
import { SummaryList } from '@web/components/summary-list';
import { DataTable } from '@web/components/data-table';

type Vypocet = PredmetSkodyDetail['vypocet'];

/** The box's formula-version texts (kept here: the item form's catalogue is another change's). */
const VYPOCET_VZOREC_TEXTS = {
  vzorec: 'Vzorec',
  parameter: 'Parameter',
  overeny: (overil: string) => `Vzorec overený: ${overil}`,
} as const;

/** A parameter as the office set it: 7 (years), 0,5714 – up to four places, no padding zeros. */
const formatParameter = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 4 }).format;

/** The formula version row: its number and start; without a stored version the proposal's values (none for a manual category). */
export function vzorecVerziaText(v: Pick<Vypocet, 'vzorec' | 'dovod'>): string | undefined {
  if (v.vzorec) return VZOREC_TEXTS.verziaVzorca(v.vzorec.cisloVerzie, formatDateSk(v.vzorec.platnostOd));
  return v.dovod === BEZ_CENNIKA ? undefined : VZOREC_TEXTS.bezVerzie;
}

/** The closing line: the sign-off of the version used, else the proposal notice. */
export function overenieText(v: Pick<Vypocet, 'overenie' | 'navrh'>): string | undefined {
  if (v.overenie) return VYPOCET_VZOREC_TEXTS.overeny(VZOREC_TEXTS.overil(v.overenie.meno, formatDateSk(v.overenie.datum), v.overenie.referencia));
  return v.navrh;
}

export function VypocetPanel({ vypocet: v }: { vypocet: Vypocet }) {
  return (
    <section className="es-ps-vypocet" aria-labelledby="vypocet-nadpis" data-testid="vypocet">
      <h3 className="govuk-heading-m" id="vypocet-nadpis">
        {PREDMET_SKODY_TEXTS.vypocet}
      </h3>
      <SummaryList
        rows={[
          {
            label: PREDMET_SKODY_TEXTS.vypocitanaVyska,
            value: (
              <>
                <strong>{formatEurSk(v.vysledok)}</strong>
                {!v.vypocitane && v.dovod && (
                  <>
                    {' '}
                    <strong className="govuk-tag govuk-tag--red">{v.dovod}</strong>
                  </>
                )}
              </>
            ),
          },
          v.cennik && {
            label: PREDMET_SKODY_TEXTS.cennik,
            value: PREDMET_SKODY_TEXTS.cennikVerzia(v.cennik.cisloVerzie, formatDateSk(v.cennik.platnostOd), v.cennik.platnostDo ? formatDateSk(v.cennik.platnostDo) : undefined),
          },
          v.riadok && { label: PREDMET_SKODY_TEXTS.riadok, value: v.riadok.popis },
          vzorecVerziaText(v) !== undefined && { label: VYPOCET_VZOREC_TEXTS.vzorec, value: vzorecVerziaText(v), valueProps: { 'data-testid': 'vypocet-vzorec' } },
        ]}
      />
      <PopisTable
        caption={VZOREC_TEXTS.parametre}
        header={VYPOCET_VZOREC_TEXTS.parameter}
        rows={(v.parametre ?? []).map((p) => ({ key: p.name, label: p.label, value: `${formatParameter(p.hodnota)}${p.jednotka ? ` ${p.jednotka}` : ''}` }))}
        numeric
      />
      <PopisTable caption={PREDMET_SKODY_TEXTS.vstupy} header={PREDMET_SKODY_TEXTS.udaj} rows={v.vstupy.map((s) => ({ key: s.name, label: s.label, value: s.hodnota }))} />
      {v.symboly.length > 0 && (
        <DataTable
          caption={PREDMET_SKODY_TEXTS.symboly}
          captionClassName="govuk-table__caption--s"
          rows={v.symboly}
          rowKey={(s) => s.skratka}
          columns={[
            { key: 'symbol', header: PREDMET_SKODY_TEXTS.symbol, cell: (s) => <strong>{s.skratka}</strong> },
            { key: 'vyznam', header: PREDMET_SKODY_TEXTS.vyznam, cell: (s) => s.vyznam },
            {
              key: 'hodnota',
              header: PREDMET_SKODY_TEXTS.hodnota,
              numeric: true,
              cell: (s) => (
                <>
                  {formatCisloSk(s.hodnota)} {s.jednotka}
                </>
              ),
            },
          ]}
        />
      )}
      {v.kroky.length > 0 && (
        <>
          <h4 className="govuk-heading-s">{PREDMET_SKODY_TEXTS.kroky}</h4>
          <ol className="govuk-list govuk-list--number">
            {v.kroky.map((k, i) => (
              // steps have no id; their order is the formula's
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
              <li key={i}>
                {k.popis}
                <br />
                <span className="es-ps-vzorec">{k.vzorec}</span> = <strong>{formatVysledokKroku(k.vysledok)}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
      {v.overenie ? (
        <p className="govuk-body-s" data-testid="vypocet-overenie">
          {overenieText(v)}
        </p>
      ) : (
        v.navrh && (
          <p className="govuk-body-s govuk-!-font-weight-bold" data-testid="vypocet-navrh">
            {v.navrh}
          </p>
        )
      )}
    </section>
  );
}

/** A label–value table of the breakdown (the formula's parameters, the item's inputs); nothing when empty. */
function PopisTable({ caption, header, rows, numeric }: { caption: string; header: string; rows: { key: string; label: string; value: string }[]; numeric?: boolean }) {
  if (!rows.length) return null;
  return (
    <DataTable
      caption={caption}
      captionClassName="govuk-table__caption--s"
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { key: 'popis', header, cell: (r) => r.label },
        { key: 'hodnota', header: PREDMET_SKODY_TEXTS.hodnota, numeric, cell: (r) => r.value },
      ]}
    />
  );
}
