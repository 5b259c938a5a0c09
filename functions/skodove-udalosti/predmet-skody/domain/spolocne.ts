/**
 * What the damaged-item operations share: the items of an event (chunks), the event's summary of
 * them (the list's Predmet škody / Kataster columns, the sums of tab ŠK. UDALOSŤ), the state rule,
 * the code-list checks and labels, and the write of changed chunks with the event in one transaction.
 */
import { MIESTO_SKODY_CISELNIKY, type MiestoSkody, type MiestoSkodyView, parseCislo } from '@shared/api/predmet-skody';
import { KATEGORIE_HD, KATEGORIE_KOZY, KATEGORIE_OVCE } from '@shared/domain/cennik';
import { PREDMET_SKODY_LABELS, predmetSkodyRouteSlug } from '@shared/domain/predmet-skody';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { ciselnikRepo } from '../../../data/ciselnik-repo';
import { PREDMETY_V_CHUNKU, type PredmetSkodyItem, type PredmetSkodyMiestoItem, type PredmetSkodyZaklad, type PredmetySkodyChunk, predmetSkodyRepo } from '../../../data/predmet-skody-repo';
import type { SkodovaUdalostItem } from '../../../data/skodova-udalost-repo';
import type { PredmetStatistika } from '../../../data/statistika-repo';
import type { TransactItem } from '../../../data/transaction';
import { assertStav } from '../../aggregate/change';

/** Labels of the sub-categories of sheep, goats and cattle (codes are distinct across the three). */
const SUB_LABELS: Readonly<Record<string, string>> = { ...KATEGORIE_HD, ...KATEGORIE_OVCE, ...KATEGORIE_KOZY };

/** The states that allow adding, removing and changing other values than the manual amount (§4 'Other state rules'). */
export const PREDMETY_SKODY_STAVY = SKODOVA_UDALOST_AKCIE.predmetySkody;
export const assertPredmetySkodyStav = (e: SkodovaUdalostItem) => assertStav(e, PREDMETY_SKODY_STAVY);

const cents = (n: number) => Math.round(n * 100) / 100;
const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** The manual amount of an item (0 when not filled). */
export const vyskaZadana = (p: PredmetSkodyZaklad) => parseCislo(p.atributy.vyskaSkodyInserted ?? '') ?? 0;

export const vsetkyPredmety = (chunks: readonly PredmetySkodyChunk[]) => chunks.flatMap((c) => c.predmety);

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

/** Chunk placement of a new item: the last chunk while it has room, else a new one. */
export function pridatDoChunku(chunks: readonly PredmetySkodyChunk[], p: PredmetSkodyItem): PredmetySkodyChunk {
  const last = chunks[chunks.length - 1];
  if (last && last.predmety.length < PREDMETY_V_CHUNKU) return { cislo: last.cislo, predmety: [...last.predmety, p] };
  return { cislo: (last?.cislo ?? 0) + 1, predmety: [p] };
}

/** The chunk holding an item, or undefined. */
export const najstPredmet = (chunks: readonly PredmetySkodyChunk[], uuid: string) => {
  for (const c of chunks) {
    const p = c.predmety.find((x) => x.uuid === uuid);
    if (p) return { chunk: c, predmet: p };
  }
  return undefined;
};

/** Transaction parts writing `changed` chunks of an event. */
export const chunkWrites = (skodovaUdalostId: string, changed: readonly PredmetySkodyChunk[]): TransactItem[] =>
  changed.flatMap((c) => predmetSkodyRepo.chunkWrite(skodovaUdalostId, c));

/** The place of the body as stored (GPS as numbers). */
export const miestoZBody = (m: MiestoSkody): PredmetSkodyMiestoItem => ({
  ...m,
  lokalitaGpsSirka: m.lokalitaGpsSirka === undefined ? undefined : Number(m.lokalitaGpsSirka),
  lokalitaGpsDlzka: m.lokalitaGpsDlzka === undefined ? undefined : Number(m.lokalitaGpsDlzka),
});

/** The place as the detail shows it: the ids with the current labels of their items. */
export async function miestoView(m: PredmetSkodyMiestoItem): Promise<MiestoSkodyView> {
  const fields = Object.keys(MIESTO_SKODY_CISELNIKY) as (keyof typeof MIESTO_SKODY_CISELNIKY)[];
  const items = await Promise.all(fields.map((f) => (m[f] ? ciselnikRepo.get(MIESTO_SKODY_CISELNIKY[f], m[f] as string) : null)));
  const view: Record<string, unknown> = { ...m };
  fields.forEach((f, i) => {
    if (items[i]) view[`${f}Label`] = items[i]?.label;
  });
  return view as MiestoSkodyView;
}

/** The row label: the category, or the category with the sub-category for sheep, goats and cattle. */
export function predmetSkodyLabel(p: PredmetSkodyZaklad): string {
  const sub = p.atributy.secondaryCategory;
  const subLabel = sub ? SUB_LABELS[sub] : undefined;
  return subLabel ? `${PREDMET_SKODY_LABELS[p.kategoria]} – ${subLabel}` : PREDMET_SKODY_LABELS[p.kategoria];
}

export const predmetSlug = (p: PredmetSkodyZaklad) => predmetSkodyRouteSlug(p.kategoria, p.atributy.secondaryCategory);
