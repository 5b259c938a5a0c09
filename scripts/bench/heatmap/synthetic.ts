/**
 * Synthetic heatmap points with a realistic shape (../shared/design/DOMAIN.md: bear, wolf and lynx
 * damage clusters in the mountains of central and northern Slovakia, a thin background elsewhere).
 * Deterministic (seeded) so both renderers of one run and every run draw the same points.
 */
import { rng } from '../synthetic-data';

/** Cluster centres (lat, lng), their share of the points and spread in degrees. */
const CLUSTERS: readonly [number, number, number, number][] = [
  [49.08, 19.62, 0.16, 0.1], // Liptov
  [49.3, 19.5, 0.12, 0.09], // Orava
  [49.36, 18.78, 0.09, 0.08], // Kysuce
  [49.2, 19.05, 0.08, 0.07], // Malá Fatra
  [49.14, 20.22, 0.1, 0.08], // Tatry
  [48.95, 20.62, 0.08, 0.1], // Spiš
  [48.84, 19.85, 0.11, 0.12], // Horehronie
  [48.6, 19.45, 0.08, 0.1], // Poľana
  [48.74, 20.05, 0.06, 0.07], // Muráň
  [49.05, 22.3, 0.05, 0.08], // Poloniny
  [48.78, 18.7, 0.04, 0.12], // Strážovské vrchy
];
const BACKGROUND = 0.03; // the rest: anywhere in Slovakia's box

/** n points as the API's columns (lokalitaGpsSirka, lokalitaGpsDlzka), rounded to 4 decimals like the API. */
export function syntheticPoints(n: number, seed = 14): { lat: number[]; lng: number[] } {
  const rnd = rng(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const total = CLUSTERS.reduce((s, c) => s + c[2], 0) + BACKGROUND;
  const lat: number[] = new Array(n);
  const lng: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    let pick = rnd() * total;
    let la = 47.8 + rnd() * 1.6;
    let lo = 17.0 + rnd() * 5.5;
    for (const [cLat, cLng, share, spread] of CLUSTERS) {
      if (pick < share) {
        la = cLat + gauss() * spread * 0.66;
        lo = cLng + gauss() * spread;
        break;
      }
      pick -= share;
    }
    lat[i] = Math.round(la * 1e4) / 1e4;
    lng[i] = Math.round(lo * 1e4) / 1e4;
  }
  return { lat, lng };
}
