import { describe, expect, it } from 'vitest';
import { formatDateTimeSk } from '@web/lib/format';
import { OWNER_KINDS, ownerBase, ownerDetailPath, ownerDetailQueryKey } from './owner';

const uuid = '0b6a4f0e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';

describe('injured-party owner kinds', () => {
  it('a notification: its URLs, labels and rights', () => {
    const o = { kind: 'oznamenie', uuid } as const;
    expect(ownerDetailPath(o)).toBe(`/is/oznamenia/${uuid}`);
    expect(ownerBase(o)).toBe(`/is/oznamenia/${uuid}/poskodeny`);
    expect(ownerDetailQueryKey(o)).toEqual(['oznamenie', uuid]);
    expect(OWNER_KINDS.oznamenie).toMatchObject({ listLabel: 'Oznámenia', detailLabel: 'Detail oznámenia' });
    expect(OWNER_KINDS.oznamenie.rights).toEqual(['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD']);
  });

  it('a damage event: its URLs, labels and EVIDENCIA_SKOD only', () => {
    const o = { kind: 'skodovaUdalost', uuid } as const;
    expect(ownerDetailPath(o)).toBe(`/is/skodove-udalosti/${uuid}`);
    expect(ownerBase(o)).toBe(`/is/skodove-udalosti/${uuid}/poskodeny`);
    expect(ownerDetailQueryKey(o)).toEqual(['skodova-udalost', uuid]);
    expect(OWNER_KINDS.skodovaUdalost).toMatchObject({ listPath: '/is/skodove-udalosti', listLabel: 'Škodové udalosti', detailLabel: 'Detail šk. udalosti' });
    expect(OWNER_KINDS.skodovaUdalost.rights).toEqual(['EVIDENCIA_SKOD']);
  });
});

describe('formatDateTimeSk', () => {
  it('shows a date, or a date and time, of the damage', () => {
    expect(formatDateTimeSk('2026-03-07')).toBe('07.03.2026, čas neuvedený');
    expect(formatDateTimeSk('2026-03-07T18:45')).toBe('07.03.2026 18:45');
  });
});
