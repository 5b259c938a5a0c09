/**
 * Municipality (OBEC) options for the type-ahead field: about 2,900 names, many of them shared by
 * several municipalities (Dúbrava, Porúbka, Lúčka …), so a shared name carries its district.
 * Matching ignores case and diacritics (the normaliser of the injured-party search).
 */
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import { normalizeSearch } from '@shared/domain/hladanie';
import type { ComboboxOption } from '../form/combobox';

export interface ObecItem {
  uuid: string;
  label: string;
  /** Name of the district (OKRES), shown next to a name that several municipalities share. */
  okres?: string;
}

export interface ObecOption extends ComboboxOption {
  /** The normalised text the typed text is matched against. */
  key: string;
}

export const MAX_OBEC_OPTIONS = 50;

/** OBEC code-list items with the name of their OKRES (their parent item). */
export function obecItems(obce: readonly CiselnikHodnota[], okresy: readonly CiselnikHodnota[]): ObecItem[] {
  const okres = new Map(okresy.map((o) => [o.uuid, o.label]));
  return obce.map((o) => ({ uuid: o.uuid, label: o.label, okres: o.nadradenaPolozkaUuid ? okres.get(o.nadradenaPolozkaUuid) : undefined }));
}

/** The label a municipality is shown and chosen by: 'Dúbrava (okres Liptovský Mikuláš)' when the name is shared. */
export function obecOptions(items: readonly ObecItem[]): ObecOption[] {
  const count = new Map<string, number>();
  for (const i of items) count.set(i.label, (count.get(i.label) ?? 0) + 1);
  return items.map((i) => {
    const label = (count.get(i.label) ?? 0) > 1 && i.okres ? `${i.label} (okres ${i.okres})` : i.label;
    return { value: i.uuid, label, key: normalizeSearch(label) };
  });
}

/**
 * Options for the typed text: names that start with it first, then names that contain it (a word of a
 * two-word name, 'bystrica' → 'Banská Bystrica'), each in list order; at most `max`. `total` is
 * the number of all matches.
 */
export function matchObce(options: readonly ObecOption[], text: string, max = MAX_OBEC_OPTIONS): { shown: ObecOption[]; total: number } {
  const q = normalizeSearch(text);
  if (!q) return { shown: options.slice(0, max), total: options.length };
  const prefix: ObecOption[] = [];
  const contains: ObecOption[] = [];
  for (const o of options) {
    if (o.key.startsWith(q)) prefix.push(o);
    else if (o.key.includes(q)) contains.push(o);
  }
  return { shown: [...prefix, ...contains].slice(0, max), total: prefix.length + contains.length };
}
