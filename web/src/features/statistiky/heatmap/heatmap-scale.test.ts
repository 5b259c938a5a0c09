import { describe, expect, it } from 'vitest';
import { colorOf, colorRamp, HEATMAP_MAP_ZOOM, legendTicks, metresPerPixel, opacity, RAMP_SIZE, scalePosition, scaleTop, stamp } from './heatmap-scale';

describe('heatmap scale', () => {
  it('stamps like Leaflet.heat radius 12, blur 8: 1 in the core, ½ at 12 px, 0 from 20 px', () => {
    expect(stamp(0)).toBe(1);
    expect(stamp(4)).toBe(1);
    expect(stamp(12)).toBeCloseTo(0.5, 10);
    expect(stamp(20)).toBe(0);
    expect(stamp(30)).toBe(0);
  });

  it("never tops out below the spec's max 3", () => {
    expect(scaleTop(0)).toBe(3);
    expect(scaleTop(1)).toBe(3);
    expect(scaleTop(500)).toBe(500);
  });

  it('shows 500 items hotter than 5 at national zoom (no saturation at 3)', () => {
    const top = scaleTop(500);
    const [r500, g500, b500] = colorOf(500, top);
    const [r5, , b5] = colorOf(5, top);
    expect([r500, g500, b500]).toEqual([255, 0, 0]);
    expect(b5).toBe(255);
    expect(r5).toBe(0);
    expect(scalePosition(5, top)).toBeLessThan(scalePosition(50, top));
    expect(scalePosition(50, top)).toBeLessThan(scalePosition(500, top));
  });

  it('gives one item at least the minimum opacity 0.1 and fades the stamp edge out', () => {
    expect(opacity(1, 10_000)).toBeGreaterThanOrEqual(0.1);
    expect(opacity(0.01, 10_000)).toBeLessThan(0.01);
    expect(opacity(0, 3)).toBe(0);
    expect(opacity(3, 3)).toBe(1);
  });

  it('bakes the log scale into a ramp that is linear in D/top', () => {
    const ramp = colorRamp(100);
    expect(ramp).toHaveLength(RAMP_SIZE);
    const mid = ramp[Math.floor(RAMP_SIZE / 2)];
    // D = 50 of 100 is already far up the log scale (log 51 / log 101 ≈ 0.85): yellow-red
    expect(mid[0]).toBe(255);
    for (let i = 1; i < RAMP_SIZE; i++) expect(ramp[i][3]).toBeGreaterThanOrEqual(ramp[i - 1][3]);
    expect(ramp[RAMP_SIZE - 1]).toEqual([255, 0, 0, 255]);
  });

  it('labels the legend with 1, 3, 10, … and the top', () => {
    expect(legendTicks(500).map((t) => t.value)).toEqual([1, 3, 10, 30, 100, 500]);
    expect(legendTicks(3).map((t) => t.value)).toEqual([1, 3]);
    expect(legendTicks(500).at(-1)?.position).toBe(1);
  });

  it("takes the spec's zoom 8 (256 px tiles) as MapLibre zoom 7: ≈ 0.8 km per pixel over Slovakia", () => {
    expect(HEATMAP_MAP_ZOOM).toBe(7);
    expect(metresPerPixel(7, 48.68)).toBeCloseTo(403.4, 0);
  });
});
