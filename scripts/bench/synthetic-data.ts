/**
 * Deterministic synthetic data of the benchmarks: a seeded random number generator and generated
 * areas inside Slovakia's box. Pure (no server code), so the browser pages of scripts/bench/heatmap
 * bundle it as well as the Node benchmarks.
 */

/** Small deterministic PRNG (mulberry32): numbers in [0, 1). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The point of generated area i (lon, lat), spread over Slovakia's box. */
export const center = (i: number): [number, number] => [17 + ((i * 37) % 5500) / 1000, 47.8 + ((i * 53) % 1800) / 1000];

/** A rough 24-vertex ring around area i's point (≈ 2 × 1.5 km), closed. */
export function ring(i: number): number[][] {
  const [lon, lat] = center(i);
  const pts = Array.from({ length: 24 }, (_, k) => {
    const a = (2 * Math.PI * k) / 24;
    const r = 1 + 0.15 * Math.sin(3 * a + i);
    return [Number((lon + 0.012 * r * Math.cos(a)).toFixed(6)), Number((lat + 0.007 * r * Math.sin(a)).toFixed(6))];
  });
  return [...pts, pts[0]];
}
