/**
 * Decimal-safe arithmetic of the formulas: every value is a BigInt count of millionths, so sums and
 * products of the inputs (at most two decimals) and ratios (four decimals) are exact, and rounding
 * to cents is done once per step, half away from zero, like an officer does it by hand. Hand-written
 * (30 lines) because no decimal library is a dependency of the product and the web bundle may show
 * breakdowns too; binary floating point (0.1 + 0.2) must never decide a cent.
 */
export type Fx = bigint & { readonly __fx?: never };

const SCALE = 1_000_000n;
const DIGITS = 6;

/** Half away from zero: n / d rounded to an integer. */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return neg ? -q : q;
}

/** A decimal from a number or a decimal string ('12.5', '12,5'); null when it is not one. */
export function fx(v: number | string): Fx | null {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(DIGITS + 2) : '') : v.trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(DIGITS + 1, '0');
  // one extra digit decides the rounding of the sixth decimal
  const raw = BigInt(m[2]) * SCALE * 10n + BigInt(frac.slice(0, DIGITS + 1));
  const abs = divRound(raw, 10n);
  return (m[1] ? -abs : abs) as Fx;
}

export const ZERO = 0n as Fx;
export const ONE = SCALE as Fx;
export const fromInt = (n: number) => (BigInt(Math.trunc(n)) * SCALE) as Fx;
export const add = (a: Fx, b: Fx) => (a + b) as Fx;
export const sub = (a: Fx, b: Fx) => (a - b) as Fx;
export const mul = (a: Fx, b: Fx) => divRound(a * b, SCALE) as Fx;
/** a / b rounded to `decimals` places (b ≠ 0). */
export const div = (a: Fx, b: Fx, decimals: number) => round((divRound(a * 10n ** BigInt(decimals), b) * 10n ** BigInt(DIGITS - decimals)) as Fx, decimals);
/** Rounded to `decimals` places (2 = cents), half away from zero. */
export const round = (a: Fx, decimals = 2) => {
  const unit = 10n ** BigInt(DIGITS - decimals);
  return (divRound(a, unit) * unit) as Fx;
};
export const max = (a: Fx, b: Fx) => (a > b ? a : b);
export const min = (a: Fx, b: Fx) => (a < b ? a : b);
export const isZero = (a: Fx) => a === 0n;
/** Exact for values rounded to a few decimals (the double nearest to the decimal, as Number('…') gives). */
export const toNumber = (a: Fx) => Number(a) / Number(SCALE);
