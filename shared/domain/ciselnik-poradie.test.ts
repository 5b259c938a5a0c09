import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSk } from '../format/collation';
import { compareNatural, rangeKey, zoradPolozky } from './ciselnik-poradie';

const sortNatural = (labels: readonly string[]) => [...labels].sort(compareNatural);

/** Consecutive ranges 'do a₀ u', 'a₀+1 – a₁ u', …, 'nad aₙ u' in the order a person expects. */
const rangeLabels = (bounds: readonly number[], unit: string, dash = ' – ') => [
  `do ${bounds[0]} ${unit}`,
  ...bounds.slice(1).map((b, i) => `${bounds[i] + 1}${dash}${b} ${unit}`),
  `nad ${bounds[bounds.length - 1]} ${unit}`,
];

const increasingBounds = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 2, maxLength: 8 })
  .map((xs) => [...xs].sort((a, b) => a - b))
  .filter((xs) => xs.every((x, i) => i === 0 || x > xs[i - 1] + 1));

describe('natural order of code-list labels', () => {
  it('orders the issue’s fence heights: do 90 cm first, nad 145 cm last', () => {
    expect(sortNatural(['106 – 120 cm', '121 – 145 cm', '91 – 105 cm', 'do 90 cm', 'nad 145 cm'])).toEqual([
      'do 90 cm',
      '91 – 105 cm',
      '106 – 120 cm',
      '121 – 145 cm',
      'nad 145 cm',
    ]);
  });

  it('puts months before years (the ages of other farm animals)', () => {
    expect(
      sortNatural(['1 – 2 roky', '1 – 3 mesiace', '11 – 15 rokov', '3 – 5 rokov', '4 – 6 mesiacov', '6 – 10 rokov', '7 – 12 mesiacov', 'do 1 mesiaca', 'nad 15 rokov']),
    ).toEqual(['do 1 mesiaca', '1 – 3 mesiace', '4 – 6 mesiacov', '7 – 12 mesiacov', '1 – 2 roky', '3 – 5 rokov', '6 – 10 rokov', '11 – 15 rokov', 'nad 15 rokov']);
  });

  it('reads thousands groups, open ends and a range in a closing bracket', () => {
    expect(rangeKey('501 – 1 000 m')).toEqual({ lower: 501, upper: 1000 });
    expect(rangeKey('nad 1 000 m')).toEqual({ lower: 1000, upper: Infinity });
    expect(rangeKey('9 a viac rokov')).toEqual({ lower: 9 * 365, upper: Infinity });
    expect(rangeKey('v stáde alebo pri stáde (do 10 m)')).toEqual({ lower: -Infinity, upper: 10 });
    expect(rangeKey('od 51 do 100 m')).toEqual({ lower: 51, upper: 100 });
    expect(rangeKey('sieť 230 V')).toBeNull();
    expect(rangeKey('úľ B (Budhaj)')).toBeNull();
  });

  it('sorts any shuffled run of consecutive ranges back into its run (property)', () => {
    fc.assert(
      fc.property(
        increasingBounds,
        fc.constantFrom('cm', 'm', 'mesiacov', 'rokov', 'kg', 'vodičov'),
        fc.constantFrom(' – ', '–', ' - ', '-'),
        fc.integer(),
        (bounds, unit, dash, seed) => {
          const expected = rangeLabels(bounds, unit, dash);
          const shuffled = fc.sample(fc.shuffledSubarray(expected, { minLength: expected.length, maxLength: expected.length }), { seed, numRuns: 1 })[0];
          expect(sortNatural(shuffled)).toEqual(expected);
        },
      ),
    );
  });

  it('puts any month range below one year before any year range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 40 }), (m, y) => {
        const months = `${m} – ${m + 1} ${m + 1 < 5 ? 'mesiace' : 'mesiacov'}`;
        const years = `${y} – ${y + 1} ${y + 1 < 5 ? 'roky' : 'rokov'}`;
        expect(compareNatural(months, years)).toBeLessThan(0);
        expect(compareNatural(years, months)).toBeGreaterThan(0);
      }),
    );
  });

  it('is a total order: antisymmetric and transitive on mixed labels (property)', () => {
    const label = fc.oneof(
      fc.tuple(fc.constantFrom('do ', 'nad ', ''), fc.integer({ min: 0, max: 2000 }), fc.constantFrom(' cm', ' m', ' rokov', ' mesiacov', '')).map(([p, n, u]) => `${p}${n}${u}`),
      fc.string({ minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(label, label, label, (a, b, c) => {
        expect(Math.sign(compareNatural(a, b))).toBe(-Math.sign(compareNatural(b, a)) || 0);
        if (compareNatural(a, b) <= 0 && compareNatural(b, c) <= 0) expect(compareNatural(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('keeps labels without a range after the ranges, in Slovak collation (property)', () => {
    const word = fc.constantFrom('ohradníková sieť', 'čierna', 'cesta', 'žltá', 'šikmá', 'bez oplotenia', 'áno');
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1 }), increasingBounds, (words, bounds) => {
        const ranges = rangeLabels(bounds, 'cm');
        const sorted = sortNatural([...words, ...ranges].reverse());
        expect(sorted.slice(0, ranges.length)).toEqual(ranges);
        expect(sorted.slice(ranges.length)).toEqual([...words].sort(compareSk));
      }),
    );
  });
});

describe('zoradPolozky', () => {
  it('gives items without a set order their natural rank', () => {
    const out = zoradPolozky([{ label: 'nad 145 cm' }, { label: '91 – 105 cm' }, { label: 'do 90 cm' }]);
    expect(out.map((i) => [i.label, i.poradie, i.poradieNastavene])).toEqual([
      ['do 90 cm', 1, false],
      ['91 – 105 cm', 2, false],
      ['nad 145 cm', 3, false],
    ]);
  });

  it('puts an item whose set order is 1 first, before the item whose natural rank is 1', () => {
    const out = zoradPolozky([{ label: 'do 90 cm' }, { label: '91 – 105 cm' }, { label: 'nad 145 cm', poradie: 1 }]);
    expect(out.map((i) => i.label)).toEqual(['nad 145 cm', 'do 90 cm', '91 – 105 cm']);
  });

  it('returns every item once, sorted by poradie (property)', () => {
    const item = fc.record({ label: fc.string({ maxLength: 10 }), poradie: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const out = zoradPolozky(items);
        expect(out).toHaveLength(items.length);
        expect([...out.map((i) => i.label)].sort()).toEqual([...items.map((i) => i.label)].sort());
        for (let i = 1; i < out.length; i++) expect(out[i].poradie).toBeGreaterThanOrEqual(out[i - 1].poradie);
      }),
    );
  });
});
