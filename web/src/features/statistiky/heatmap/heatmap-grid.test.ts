import { describe, expect, it } from 'vitest';
import { aggregate, gridCache, toMercator } from './heatmap-grid';

const repeat = (n: number, lat: number, lng: number) => ({ lat: Array(n).fill(lat), lng: Array(n).fill(lng) });
const join = (...parts: { lat: number[]; lng: number[] }[]) => ({ lat: parts.flatMap((p) => p.lat), lng: parts.flatMap((p) => p.lng) });

describe('heatmap grid', () => {
  it('leaves out pairs that are not numbers', () => {
    const p = toMercator([48.7, Number.NaN, 49], [19.7, 19, Number.POSITIVE_INFINITY]);
    expect(p.count).toBe(1);
    expect(p.x[0]).toBeCloseTo((19.7 + 180) / 360, 12);
  });

  it('bins items into weighted cells at their mean position, keeping every item', () => {
    const { lat, lng } = join(repeat(500, 49.08, 19.62), repeat(5, 48.3, 21.7), repeat(1, 48.1, 17.1));
    const grid = aggregate(toMercator(lat, lng), 7);
    expect(grid.length).toBe(3);
    expect(Array.from(grid.weights).sort((a, b) => a - b)).toEqual([1, 5, 500]);
    const i = Array.from(grid.weights).indexOf(500);
    expect(grid.positions[2 * i]).toBeCloseTo(19.62, 6);
    expect(grid.positions[2 * i + 1]).toBeCloseTo(49.08, 6);
    expect(grid.densest).toBe(500);
  });

  it('sums neighbours within the stamp into the densest spot (two places 2 px apart count together)', () => {
    // at MapLibre zoom 7 one pixel is ≈ 0.0055° of longitude
    const px = 360 / (512 * 2 ** 7);
    const { lat, lng } = join(repeat(10, 48.7, 19.7), repeat(10, 48.7, 19.7 + 2 * px), repeat(10, 48.7, 19.7 + 40 * px));
    const grid = aggregate(toMercator(lat, lng), 7);
    expect(grid.densest).toBeGreaterThan(19);
    expect(grid.densest).toBeLessThanOrEqual(20);
  });

  it('finds the same densest spot when the extent is too large for a dense grid', () => {
    // zoom 14: Slovakia is ≈ 1.1 million px wide – the heaviest-cells search
    const { lat, lng } = join(repeat(40, 49.08, 19.62), repeat(7, 48.1, 17.1), repeat(3, 48.9, 22.3));
    expect(aggregate(toMercator(lat, lng), 14).densest).toBe(40);
  });

  it('keeps one grid per rounded zoom', () => {
    const grids = gridCache(toMercator([48.7], [19.7]));
    expect(grids(7.2)).toBe(grids(6.8));
    expect(grids(8)).not.toBe(grids(7));
  });
});
