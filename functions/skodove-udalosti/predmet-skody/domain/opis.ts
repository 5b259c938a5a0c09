/**
 * The damaged items of an event as label–value rows for the event PDF (beyond the spec):
 * per item its category, every filled field of its category with display values, the place, the
 * amounts and the breakdown of the calculation (price-list version and row, symbols, steps, result).
 */
import { MIESTO_SKODY_CISELNIKY, MIESTO_SKODY_LABELS } from '@shared/api/predmet-skody';
import { VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { poliaKategorie } from '@shared/domain/predmet-skody-polia';
import type { Vypocet } from '@shared/domain/vzorce/vypocet';
import { formatVysledokKroku } from '@shared/domain/vzorce/vzorec';
import { formatCisloSk, formatEurSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { formatGpsPairSk } from '@shared/format/gps';
import { ciselnikRepo } from '@functions/data/ciselnik-repo';
import { type PredmetSkodyItem, predmetSkodyRepo } from '@functions/data/predmet-skody-repo';
import { vypoctySOverenim } from '@functions/vzorce/domain/platny-vzorec';
import { vsetkyPredmety } from './chunks';
import { predmetSkodyLabel } from './predmet-skody';
import { vyskaZadana } from './summary';

export type OpisRiadok = readonly [string, string | undefined];

export interface OpisPredmetu {
  nazov: string;
  udaje: OpisRiadok[];
  vypocet: OpisRiadok[];
}

const eur = formatEurSk;

/** Which formula version priced an item ('Verzia vzorca 2 (platná od 1. 1. 2027)'), or the proposal's values. */
export const vzorecPopis = (v: Vypocet) => (v.vzorec ? VZOREC_TEXTS.verziaVzorca(v.vzorec.cisloVerzie, formatDateSk(v.vzorec.platnostOd)) : VZOREC_TEXTS.bezVerzie);

/** The breakdown as rows (the same the item detail shows). */
export function opisVypoctu(v: Vypocet): OpisRiadok[] {
  const out: OpisRiadok[] = [];
  if (v.cennik) {
    const platnost = `od ${formatDateSk(v.cennik.platnostOd)}${v.cennik.platnostDo ? ` do ${formatDateSk(v.cennik.platnostDo)}` : ''}`;
    out.push(['Cenník', `verzia č. ${v.cennik.cisloVerzie}, platná ${platnost}`]);
  }
  if (v.riadok) out.push(['Položka cenníka', v.riadok.popis]);
  if (v.vypocitane) out.push(['Vzorec', vzorecPopis(v)]);
  for (const p of v.parametre ?? []) out.push([p.label, `${formatCisloSk(p.hodnota)} ${p.jednotka}`]);
  for (const s of v.symboly) out.push([`${s.skratka} – ${s.vyznam}`, `${formatCisloSk(s.hodnota)} ${s.jednotka}`]);
  for (const s of v.vstupy) out.push([s.label, s.hodnota]);
  for (const k of v.kroky) out.push([k.popis, `${k.vzorec} = ${formatVysledokKroku(k.vysledok)}`]);
  out.push(['Výsledok', v.vypocitane ? eur(v.vysledok) : (v.dovod ?? '')]);
  out.push(['Poznámka', v.overenie ? VZOREC_TEXTS.overil(v.overenie.meno, formatDateSk(v.overenie.datum), v.overenie.referencia) : v.navrh]);
  return out;
}

async function opis(p: PredmetSkodyItem, label: (typ: string, uuid: string) => Promise<string | undefined>): Promise<OpisPredmetu> {
  const udaje: OpisRiadok[] = [];
  for (const f of poliaKategorie(p.kategoria)) {
    const v = p.atributy[f.name];
    if (v === undefined || v === '' || f.name === 'vyskaSkodyInserted') continue;
    if (f.kind === 'ciselnik') udaje.push([f.label, await label(f.typ, v)]);
    else if (f.kind === 'enum') udaje.push([f.label, f.values[v] ?? v]);
    else if (f.kind === 'bool') udaje.push([f.label, v === 'true' ? 'Áno' : 'Nie']);
    else if (f.kind === 'suma' || f.kind === 'hodnota') udaje.push([f.label, formatCisloSk(Number(v))]);
    else udaje.push([f.label, v]);
  }
  const m = p.miestoSkody;
  for (const f of Object.keys(MIESTO_SKODY_CISELNIKY) as (keyof typeof MIESTO_SKODY_CISELNIKY)[]) {
    const id = m[f];
    if (id) udaje.push([MIESTO_SKODY_LABELS[f], await label(MIESTO_SKODY_CISELNIKY[f], id)]);
  }
  if (m.cisloParcely) udaje.push([MIESTO_SKODY_LABELS.cisloParcely, m.cisloParcely]);
  if (m.lokalitaGpsSirka !== undefined && m.lokalitaGpsDlzka !== undefined) udaje.push(['GPS súradnice', formatGpsPairSk(m.lokalitaGpsSirka, m.lokalitaGpsDlzka)]);
  udaje.push(['Výška škody vypočítaná', p.isVyskaSkodyCalculated ? eur(p.vyskaSkodyCalculated) : `${eur(0)} (${p.vypocet.dovod ?? ''})`]);
  udaje.push(['Výška škody zadaná manuálne', p.atributy.vyskaSkodyInserted ? eur(vyskaZadana(p)) : undefined]);
  return { nazov: predmetSkodyLabel(p), udaje, vypocet: opisVypoctu(p.vypocet) };
}

/** Every item of the event in order of creation. */
export async function opisPredmetovSkody({ skodovaUdalostId }: { skodovaUdalostId: string }): Promise<OpisPredmetu[]> {
  const predmety = vsetkyPredmety(await predmetSkodyRepo.chunks(skodovaUdalostId));
  const cache = new Map<string, Promise<string | undefined>>();
  const label = (typ: string, uuid: string) => {
    let l = cache.get(uuid);
    if (!l) {
      l = ciselnikRepo.get(typ, uuid).then((i) => i?.label);
      cache.set(uuid, l);
    }
    return l;
  };
  return Promise.all((await vypoctySOverenim(predmety)).map((p) => opis(p, label)));
}
