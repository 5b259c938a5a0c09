/** The figures the benchmarks report: medians of repeated measurements (these machines are shared and noisy). */

/** Median of a list of numbers, in any order (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
