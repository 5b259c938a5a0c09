import { describe, expect, it } from 'vitest';
import { eeaBunka, eeaBunkaKod, eeaRohy, eeaStred, loadEpsg3035, potlacitMaleBunky } from './eea-grid';

/**
 * Expected cells computed by hand with Snyder's ellipsoidal Lambert azimuthal equal-area formulas
 * (GRS80, φ0 52° N, λ0 10° E, false easting 4,321,000 m, northing 3,210,000 m), independently of proj4:
 *   Bratislava       48.1486 N 17.1077 E → x 4,849,213 y 2,807,117 → E484 N280
 *   Banská Bystrica  48.7363 N 19.1462 E → x 4,992,018 y 2,888,710 → E499 N288
 *   Košice           48.7164 N 21.2611 E → x 5,146,250 y 2,908,014 → E514 N290
 *   Žilina           49.2231 N 18.7394 E → x 4,956,050 y 2,938,896 → E495 N293
 */
describe('EEA 10 km grid (EPSG:3035)', () => {
  it.each([
    ['Bratislava', 48.1486, 17.1077, '10kmE484N280'],
    ['Banská Bystrica', 48.7363, 19.1462, '10kmE499N288'],
    ['Košice', 48.7164, 21.2611, '10kmE514N290'],
    ['Žilina', 49.2231, 18.7394, '10kmE495N293'],
  ])('puts %s (%f N, %f E) into cell %s', async (_name, lat, lng, kod) => {
    const proj = await loadEpsg3035();

    expect(eeaBunkaKod(eeaBunka(proj, lat, lng))).toBe(kod);
  });

  it('gives a cell 10 km squares back in WGS84 whose centre lies in the same cell', async () => {
    const proj = await loadEpsg3035();
    const c = eeaBunka(proj, 48.7363, 19.1462);

    const rohy = eeaRohy(proj, c);
    const [lng, lat] = eeaStred(proj, c);

    expect(rohy).toHaveLength(5);
    expect(rohy[4]).toEqual(rohy[0]);
    expect(eeaBunka(proj, lat, lng)).toEqual(c);
    // 10 km east is about 0.136° of longitude at 48.7° N
    expect(rohy[1][0] - rohy[0][0]).toBeGreaterThan(0.12);
    expect(rohy[1][0] - rohy[0][0]).toBeLessThan(0.15);
  });
});

describe('potlacitMaleBunky', () => {
  it('hides cells with fewer than 3 events and reports only their totals', () => {
    const bunky = [
      { bunka: 'a', pocetUdalosti: 1 },
      { bunka: 'b', pocetUdalosti: 2 },
      { bunka: 'c', pocetUdalosti: 3 },
      { bunka: 'd', pocetUdalosti: 17 },
    ];

    const v = potlacitMaleBunky(bunky, 3);

    expect(v.zobrazene.map((b) => b.bunka)).toEqual(['c', 'd']);
    expect(v.skryteBunky).toBe(2);
    expect(v.skryteUdalosti).toBe(3);
  });

  it('publishes nothing when every cell is small', () => {
    const v = potlacitMaleBunky([{ pocetUdalosti: 2 }, { pocetUdalosti: 2 }], 3);

    expect(v).toEqual({ zobrazene: [], skryteBunky: 2, skryteUdalosti: 4 });
  });
});
