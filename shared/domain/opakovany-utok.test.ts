import { describe, expect, it } from 'vitest';
import {
  dniPred,
  type GeoPripad,
  jeOpakovanyUtok,
  klucZhluku,
  OPAKOVANY_UTOK_PREDVOLENE,
  parametre,
  suvisiacePripady,
  vzdialenostKm,
} from './opakovany-utok';

const VLK = '11111111-1111-4111-8111-111111111111';
const MEDVED = '22222222-2222-4222-8222-222222222222';
/** One degree of latitude on turf's mean Earth radius (6371.0088 km): 2π·R/360. */
const KM_PER_DEGREE = 111.19508;

const base: GeoPripad = { typ: 'OZNAMENIE', uuid: 'a', kod: 'OZN-A', pripadId: 'a', datum: '2026-10-31', lat: 48.7, lng: 19.5 };
/** A case `km` north of the base point (along the meridian the great-circle distance is R·Δφ). */
const north = (id: string, km: number, datum: string, extra: Partial<GeoPripad> = {}): GeoPripad => ({
  ...base,
  uuid: id,
  kod: `OZN-${id}`,
  pripadId: id,
  datum,
  lat: base.lat + km / KM_PER_DEGREE,
  ...extra,
});

describe('vzdialenostKm', () => {
  it('is R·Δφ along a meridian (0.1° = 11.12 km) and ≈ 111.2·cos(lat) per degree of longitude', () => {
    expect(vzdialenostKm(base, { lat: 48.8, lng: 19.5 })).toBeCloseTo(11.1195, 3);
    // 1° of longitude at 48.7° N: 111.195 · cos(48.7°) = 73.40 km
    expect(vzdialenostKm(base, { lat: 48.7, lng: 20.5 })).toBeCloseTo(73.4, 1);
  });
});

describe('dniPred', () => {
  it('counts calendar days across a month and a leap day', () => {
    expect(dniPred('2026-10-31', 30)).toBe('2026-10-01');
    expect(dniPred('2028-03-01', 1)).toBe('2028-02-29');
  });
});

describe('suvisiacePripady', () => {
  const p = OPAKOVANY_UTOK_PREDVOLENE;

  it('keeps an earlier case 4.99 km away and leaves out one 5.00 km + 4 m away (radius 5 km)', () => {
    const inside = north('b', 4.99, '2026-10-20');
    const outside = north('c', 0.045 * KM_PER_DEGREE, '2026-10-20'); // 5.0038 km

    const related = suvisiacePripady(base, [inside, outside], p);

    expect(related.map((r) => r.uuid)).toEqual(['b']);
    expect(related[0].vzdialenostKm).toBeCloseTo(4.99, 2);
  });

  it('keeps a case exactly at the radius (the distance itself is inside)', () => {
    const edge = north('b', 3, '2026-10-20');
    const exact = vzdialenostKm(base, edge);

    expect(suvisiacePripady(base, [edge], { ...p, polomerKm: exact })).toHaveLength(1);
    expect(suvisiacePripady(base, [edge], { ...p, polomerKm: exact - 1e-9 })).toHaveLength(0);
  });

  it('keeps the window ends: 30 days before and the same day in, 31 days before and a later day out', () => {
    const cases = [north('d30', 1, '2026-10-01'), north('d0', 1, '2026-10-31'), north('d31', 1, '2026-09-30'), north('later', 1, '2026-11-01')];

    expect(suvisiacePripady(base, cases, p).map((r) => r.uuid).sort()).toEqual(['d0', 'd30']);
  });

  it('leaves out another known species, keeps the same species and cases of unknown species', () => {
    const wolfCase = { ...base, druhId: VLK };
    const cases = [north('vlk', 1, '2026-10-20', { druhId: VLK }), north('medved', 1, '2026-10-20', { druhId: MEDVED }), north('nevie', 1, '2026-10-20')];

    expect(suvisiacePripady(wolfCase, cases, p).map((r) => r.uuid).sort()).toEqual(['nevie', 'vlk']);
    // a case of unknown species (a notification) matches every species
    expect(suvisiacePripady(base, cases, p)).toHaveLength(3);
  });

  it('counts a notification and the event made from it once, as the event, and never the case itself', () => {
    const event = { ...base, typ: 'SKODOVA_UDALOST' as const, uuid: 'e', kod: 'SU-E', pripadId: 'a' };
    const earlierNotification = north('n', 2, '2026-10-25');
    const itsEvent = { ...earlierNotification, typ: 'SKODOVA_UDALOST' as const, uuid: 'ne', kod: 'SU-NE' };

    const related = suvisiacePripady(event, [base, event, earlierNotification, itsEvent], p);

    expect(related.map((r) => r.uuid)).toEqual(['ne']);
  });

  it('orders the related cases nearest first', () => {
    const related = suvisiacePripady(base, [north('far', 4, '2026-10-30'), north('near', 1, '2026-10-01')], p);

    expect(related.map((r) => r.uuid)).toEqual(['near', 'far']);
  });
});

describe('threshold and parameters', () => {
  it('raises the alert on the third case: two earlier related cases, not one', () => {
    expect(jeOpakovanyUtok([{}, {}], OPAKOVANY_UTOK_PREDVOLENE)).toBe(true);
    expect(jeOpakovanyUtok([{}], OPAKOVANY_UTOK_PREDVOLENE)).toBe(false);
  });

  it("takes the species' own row, and the defaults for another or an unknown species", () => {
    const nastavenie = { predvolene: OPAKOVANY_UTOK_PREDVOLENE, druhy: [{ povodcaSkodyId: VLK, polomerKm: 12, dni: 60, prah: 2 }] };

    expect(parametre(nastavenie, VLK)).toEqual({ polomerKm: 12, dni: 60, prah: 2 });
    expect(parametre(nastavenie, MEDVED)).toEqual(OPAKOVANY_UTOK_PREDVOLENE);
    expect(parametre(nastavenie, undefined)).toEqual(OPAKOVANY_UTOK_PREDVOLENE);
  });

  it('a wider species window reaches a case the default window leaves out', () => {
    const old = north('old', 1, '2026-09-15', { druhId: VLK });
    const wolfCase = { ...base, druhId: VLK };

    expect(suvisiacePripady(wolfCase, [old], parametre({ predvolene: OPAKOVANY_UTOK_PREDVOLENE, druhy: [] }, VLK))).toHaveLength(0);
    expect(suvisiacePripady(wolfCase, [old], { polomerKm: 5, dni: 60, prah: 3 })).toHaveLength(1);
  });
});

describe('klucZhluku', () => {
  it('is the earliest case, so a later joining case keeps the cluster key', () => {
    const first = north('first', 1, '2026-10-02');
    const second = north('second', 1, '2026-10-10');

    expect(klucZhluku(base, [second, first])).toBe('first');
    expect(klucZhluku(north('fourth', 1, '2026-10-31'), [base, second, first])).toBe('first');
  });
});
