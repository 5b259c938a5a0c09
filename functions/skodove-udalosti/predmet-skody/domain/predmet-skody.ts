/**
 * What the damaged-item operations share about one item: the states that allow changing items, the
 * row label and path slug of an item, and its place as stored and as the detail shows it.
 */
import { MIESTO_SKODY_CISELNIKY, type MiestoSkody, type MiestoSkodyView } from '@shared/api/predmet-skody';
import { KATEGORIE_HD, KATEGORIE_KOZY, KATEGORIE_OVCE } from '@shared/domain/cennik';
import { PREDMET_SKODY_LABELS, predmetSkodyRouteSlug } from '@shared/domain/predmet-skody';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { ciselnikRepo } from '@functions/data/ciselnik-repo';
import type { PredmetSkodyMiestoItem, PredmetSkodyZaklad } from '@functions/data/predmet-skody-repo';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { assertStav } from '../../aggregate/change';

/** Labels of the sub-categories of sheep, goats and cattle (codes are distinct across the three). */
const SUB_LABELS: Readonly<Record<string, string>> = { ...KATEGORIE_HD, ...KATEGORIE_OVCE, ...KATEGORIE_KOZY };

/** The states that allow adding, removing and changing other values than the manual amount (§4 'Other state rules'). */
export const PREDMETY_SKODY_STAVY = SKODOVA_UDALOST_AKCIE.predmetySkody;
export const assertPredmetySkodyStav = (e: SkodovaUdalostItem) => assertStav(e, PREDMETY_SKODY_STAVY);

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
