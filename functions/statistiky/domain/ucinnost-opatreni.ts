/**
 * 'Účinnosť opatrení': the damage at each place (injured party + cadastral area of the damaged items)
 * before and after a kind of preventive measure was first recorded there, by kind and species
 * (./opatrenia-okna.ts has the rules), and its CSV. Events without an injured party or without items
 * name no place and are left out.
 */
import { OPATRENIE_DRUH_LABELS } from '@shared/api/opatrenia-texts';
import { UCINNOST_STLPCE, type UcinnostOpatreni, type UcinnostOpatreniBody } from '@shared/api/statistiky-analyzy';
import { formatCisloCsv } from '@shared/format/cislo';
import { todayIso } from '@shared/format/dates';
import type { StatistikaUdalostRow } from '../../data/statistika-repo';
import type { HttpResult } from '../../lib/result';
import { csvResult } from '../../common/year-list';
import { porovnajOpatrenia, type UdalostNaMieste } from './opatrenia-okna';
import { NEURCENY, povodcaPopisy, vsetkyUdalosti } from './riadky';

/** An event as one row per place it damaged (its items' amounts there summed in cents). */
export function naMiestach(udalosti: readonly StatistikaUdalostRow[]): UdalostNaMieste[] {
  const out: UdalostNaMieste[] = [];
  for (const u of udalosti) {
    if (!u.poskodenyId || !u.predmety.length) continue;
    const centy = new Map<string, number>();
    for (const p of u.predmety) centy.set(p.ku ?? '', (centy.get(p.ku ?? '') ?? 0) + Math.round(p.amount * 100));
    for (const [miesto, c] of centy) {
      out.push({ udalostUuid: u.uuid, datum: u.datumVznikuSkody, poskodenyId: u.poskodenyId, miesto, povodca: u.povodcaSkodyId ?? '', druhy: u.opatrenia, centy: c });
    }
  }
  return out;
}

export async function ucinnostOpatreni({ mesiace }: UcinnostOpatreniBody, dnes = todayIso()): Promise<UcinnostOpatreni> {
  const [udalosti, povodca] = await Promise.all([vsetkyUdalosti(dnes), povodcaPopisy()]);
  const riadky = porovnajOpatrenia(naMiestach(udalosti), mesiace, dnes).map((s) => ({
    druhOpatrenia: s.druh,
    povodcaSkody: s.povodca ? (povodca.get(s.povodca) ?? NEURCENY) : NEURCENY,
    pocetPoskodenych: s.pocetPoskodenych,
    pocetMiest: s.pocetMiest,
    udalostiPred: s.udalostiPred,
    udalostiPo: s.udalostiPo,
    sumaPred: s.centyPred / 100,
    sumaPo: s.centyPo / 100,
    neukonceneOkno: s.neukoncene,
  }));
  return { mesiace, dnes, riadky };
}

/** The table's columns in their order, amounts marked as EUR. */
export const UCINNOST_CSV_HEADER = Object.entries(UCINNOST_STLPCE).map(([k, label]) => (k.startsWith('suma') ? `${label} (EUR)` : label));

export async function exportUcinnostOpatreni(body: UcinnostOpatreniBody, dnes = todayIso()): Promise<HttpResult> {
  const { riadky } = await ucinnostOpatreni(body, dnes);
  return csvResult(
    `ucinnost-opatreni-${body.mesiace}m-${dnes}.csv`,
    UCINNOST_CSV_HEADER,
    riadky.map((r) => [
      OPATRENIE_DRUH_LABELS[r.druhOpatrenia],
      r.povodcaSkody,
      r.pocetPoskodenych,
      r.pocetMiest,
      r.udalostiPred,
      r.udalostiPo,
      formatCisloCsv(r.sumaPred),
      formatCisloCsv(r.sumaPo),
      r.neukonceneOkno,
    ]),
  );
}
