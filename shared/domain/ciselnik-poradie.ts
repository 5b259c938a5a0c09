/**
 * The order of code-list items (`poradie`). An administrator may set it per item; where it is not
 * set, an item takes its place in the natural order of its label: a range such as 'do 90 cm',
 * '91 – 105 cm', 'nad 145 cm' or '1 – 3 mesiace', '1 – 2 roky' sorts by its bounds in one base unit
 * (months before years, centimetres before metres), and labels that name no range follow in Slovak
 * collation. A plain alphabetical sort put 'do 90 cm' and 'nad 145 cm' after every numeric range
 * and '1 – 2 roky' before '1 – 3 mesiace'.
 *
 * Pure module (no Node or DOM specifics): the server orders the lists with it, the tests check it.
 */
import { compareSk } from '../format/collation';

/** The bounds of a label's range in its unit family's base unit (days, metres, kilograms…). */
export interface RangeKey {
  lower: number;
  upper: number;
}

/** Base-unit factor of a unit word as it follows a number in a Slovak label (any grammatical case). */
function unitScale(word: string): number {
  const w = word.toLocaleLowerCase('sk').replace(/\.$/, '');
  if (/^(deň|dn|dní|den)/.test(w)) return 1;
  if (/^týžd/.test(w)) return 7;
  if (/^mesia/.test(w)) return 30;
  if (/^rok/.test(w)) return 365;
  if (/^hod/.test(w)) return 1 / 24;
  const fixed: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1, km: 1000, g: 0.001, kg: 1, t: 1000, q: 100 };
  return fixed[w] ?? 1;
}

// a number with optional thousands groups ('1 000') and decimal part ('0,5')
const NUM = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[,.]\d+)?|\d+(?:[,.]\d+)?`;
const RANGE = new RegExp(
  String.raw`^(?<pre>do|pod|menej ako|max\.?|nad|viac ako|od|min\.?)?\s*(?<a>${NUM})` +
    String.raw`(?:\s*(?:[–—-]|do)\s*(?<b>${NUM}))?` +
    String.raw`(?<post>\s*(?:a viac|a menej|\+))?` +
    String.raw`(?:\s*(?<unit>[\p{L}]+\.?))?` +
    String.raw`(?<post2>\s+(?:a viac|a menej))?`,
  'u',
);

const toNumber = (s: string) => Number(s.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));

function parseRange(text: string): RangeKey | null {
  const m = RANGE.exec(text.trim().toLocaleLowerCase('sk'));
  if (!m?.groups) return null;
  const { pre, a, b, post, unit, post2 } = m.groups;
  const scale = unit ? unitScale(unit) : 1;
  const lo = toNumber(a) * scale;
  const hi = b === undefined ? lo : toNumber(b) * scale;
  const tail = (post ?? post2 ?? '').trim();
  if (pre === 'do' || pre === 'pod' || pre === 'menej ako' || pre?.startsWith('max') || tail === 'a menej') return { lower: -Infinity, upper: hi };
  if (pre === 'nad' || pre === 'viac ako') return { lower: lo, upper: Infinity };
  if ((pre === 'od' || pre?.startsWith('min') || tail === 'a viac' || tail === '+') && b === undefined) return { lower: lo, upper: Infinity };
  return { lower: lo, upper: hi };
}

/**
 * The range a label names, at its start ('91 – 105 cm', 'do 1 mesiaca', '9 a viac rokov') or in a
 * closing bracket ('v stáde alebo pri stáde (do 10 m)'); null when it names none.
 */
export function rangeKey(label: string): RangeKey | null {
  const atStart = parseRange(label);
  if (atStart) return atStart;
  const bracket = /\(([^()]*)\)\s*$/.exec(label);
  return bracket ? parseRange(bracket[1]) : null;
}

function compareKeyed(a: string, ka: RangeKey | null, b: string, kb: RangeKey | null): number {
  if (ka && kb) return ka.lower - kb.lower || ka.upper - kb.upper || compareSk(a, b);
  if (ka) return -1;
  if (kb) return 1;
  return compareSk(a, b);
}

/** Natural order of two labels: ranges by their bounds first, then the rest in Slovak collation. */
export function compareNatural(a: string, b: string): number {
  return compareKeyed(a, rangeKey(a), b, rangeKey(b));
}

/** An item as ordered: `poradie` is the set order or, when none is set, the natural rank (1-based). */
export type Zoradena<T> = T & { poradie: number; poradieNastavene: boolean };

/**
 * Items of one code list in their order. An item with a set `poradie` takes that place; the others
 * take their natural rank among all items. On a tie a set order goes first (an administrator who
 * gives an item 1 sees it first), then the natural order.
 */
export function zoradPolozky<T extends { label: string; poradie?: number }>(items: readonly T[]): Zoradena<T>[] {
  // each label is parsed once (lists of a few thousand items are sorted whenever they are read again)
  const keyed = items.map((item) => ({ item, key: rangeKey(item.label) }));
  const natural = keyed.sort((a, b) => compareKeyed(a.item.label, a.key, b.item.label, b.key));
  return natural
    .map(({ item }, i) => {
      const set = typeof item.poradie === 'number' && Number.isFinite(item.poradie);
      return { ...item, poradie: set ? (item.poradie as number) : i + 1, poradieNastavene: set, naturalRank: i };
    })
    .sort((a, b) => a.poradie - b.poradie || Number(b.poradieNastavene) - Number(a.poradieNastavene) || a.naturalRank - b.naturalRank)
    .map(({ naturalRank, ...item }) => item as unknown as Zoradena<T>);
}
