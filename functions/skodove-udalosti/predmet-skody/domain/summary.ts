/**
 * The event's summary of its damaged items – the list's Predmet škody / Kataster columns, the sums of
 * tab ŠK. UDALOSŤ and the statistics data – computed from the items on every item write.
 */
import { MIESTO_SKODY_CISELNIKY, parseCislo } from '@shared/api/predmet-skody';
import { ciselnikRepo } from '@functions/data/ciselnik-repo';
import type { PredmetSkodyZaklad } from '@functions/data/predmet-skody-repo';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import type { PredmetStatistika } from '@functions/data/statistika-repo';

const cents = (n: number) => Math.round(n * 100) / 100;
const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The manual amount of an item (0 when not filled). */
export const vyskaZadana = (p: PredmetSkodyZaklad) => parseCislo(p.atributy.vyskaSkodyInserted ?? '') ?? 0;

/** The sums of calculated and of manual amounts, in cents (the event's summary and the item list show them). */
export const sumy = (predmety: readonly PredmetSkodyZaklad[]) => ({
  vypocitana: cents(predmety.reduce((s, p) => s + p.vyskaSkodyCalculated, 0)),
  zadana: cents(predmety.reduce((s, p) => s + vyskaZadana(p), 0)),
});

/** What an item's statistics row needs: category, place, the amount counted (manual when filled, else calculated), GPS. */
export function predmetStatistika(p: PredmetSkodyZaklad): PredmetStatistika {
  const zadana = vyskaZadana(p);
  const s: PredmetStatistika = {
    uuid: p.uuid,
    kategoria: p.kategoria,
    ku: p.miestoSkody.katastralneUzemie,
    ok: p.miestoSkody.okres,
    kr: p.miestoSkody.kraj,
    amount: cents(zadana > 0 ? zadana : p.vyskaSkodyCalculated),
    lat: p.miestoSkody.lokalitaGpsSirka,
    lng: p.miestoSkody.lokalitaGpsDlzka,
  };
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== null && v !== '')) as unknown as PredmetStatistika;
}

/**
 * The event's summary of its items (what the event list shows): categories, cadastral areas and districts
 * (distinct, in order of creation), the first item's cadastral-area label (', …' when there are
 * more), the count, the two sums, and per item its statistics data (for the statistics row).
 */
export async function suhrnUdalosti(predmety: readonly PredmetSkodyZaklad[]): Promise<Partial<SkodovaUdalostItem>> {
  const ku = distinct(predmety.map((p) => p.miestoSkody.katastralneUzemie));
  const prvy = ku[0] ? await ciselnikRepo.get(MIESTO_SKODY_CISELNIKY.katastralneUzemie, ku[0]) : null;
  const { vypocitana, zadana } = sumy(predmety);
  return {
    predmetSkodyList: distinct(predmety.map((p) => p.kategoria)),
    katastralneUzemieIds: ku,
    okresIds: distinct(predmety.map((p) => p.miestoSkody.okres)),
    kataster: prvy ? (ku.length > 1 ? `${prvy.label}, …` : prvy.label) : undefined,
    pocetPredmetovSkody: predmety.length,
    vyskaSkodyVypocitana: vypocitana,
    vyskaSkodyZadana: zadana,
    predmetyStatistika: predmety.map(predmetStatistika),
  };
}
