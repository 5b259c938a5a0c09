/**
 * A small demonstration dataset of historical records (local mode only; README 'Historical data
 * import'), so that 'Hist. údaje' is not empty for a person trying the product: 160 records of
 * 2012–2021 in the two demo districts (Brezno, Liptovský Mikuláš – their cadastral areas are seeded)
 * plus fish-pond and beaver damage in okres Nové Zámky with its seeded hunting districts. The shape
 * follows the domain (../shared/design/DOMAIN.md): bear and wolf most often, July–October peak, sheep
 * and beehives for large carnivores, fish for otter and cormorant, crops and trees for beaver. Names and
 * amounts are invented; a pseudo-random sequence with a fixed seed keeps the data the same on every start.
 *
 * Pure data module: code-list items are named by their seed codes (history code lists, same codes as
 * ./ciselniky-historia.ts).
 */
import { KATASTRALNE_UZEMIA, POLOVNE_REVIRY } from './ciselniky-uzemia';

export interface HistoriaDemoZaznam {
  id: string;
  datum: string;
  poskodeny: string;
  povodcaKod: string;
  predmetKod: string;
  kuKod?: string;
  okresKod: string;
  revirKod?: string;
  centy: number;
}

/** Park–Miller minimal standard generator: deterministic, no dependency. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

const MENA = [
  'Ján Kováč',
  'Peter Horváth',
  'Mária Vargová',
  'Jozef Baláž',
  'Anna Tóthová',
  'Milan Molnár',
  'Pavol Šimko',
  'Eva Lukáčová',
  'Roľnícke družstvo Poniky',
  'Agrofarma Liptov s.r.o.',
  'PD Brezno',
  'Rybárstvo Palárikovo s.r.o.',
  'Štefan Ďurica',
  'Zuzana Kráľová',
  'Ľubomír Hudec',
  'Salaš Važec',
];

/** Pôvodca → weight and the damage subjects it causes (with typical amounts in EUR). */
const POVODCOVIA: { kod: string; w: number; predmety: [string, number, number][]; ryby?: boolean }[] = [
  { kod: 'MEDVED', w: 34, predmety: [['VCELSTVA', 150, 1800], ['OVCE', 120, 1500], ['POLNE_PLODINY', 80, 2500], ['OVOCNE_STROMY', 60, 900], ['HOVADZI_DOBYTOK', 600, 2400]] },
  { kod: 'VLK', w: 30, predmety: [['OVCE', 90, 2200], ['KOZY', 80, 900], ['HOVADZI_DOBYTOK', 500, 3000], ['PASTIERSKE_PSY', 200, 800]] },
  { kod: 'RYS', w: 6, predmety: [['OVCE', 90, 400], ['KOZY', 80, 300], ['HYDINA', 15, 150]] },
  { kod: 'VYDRA', w: 10, predmety: [['RYBY', 200, 6000]], ryby: true },
  { kod: 'KORMORAN', w: 8, predmety: [['RYBY', 300, 9000]], ryby: true },
  { kod: 'BOBOR', w: 9, predmety: [['DREVINY', 100, 2000], ['POLNE_PLODINY', 150, 1800], ['LESNE_POROSTY', 200, 3500]], ryby: true },
  { kod: 'NEZISTENY', w: 3, predmety: [['OVCE', 60, 500], ['HYDINA', 20, 200]] },
];

/** Month weights January … December: the season peaks July–October. */
const MESIACE = [2, 2, 3, 5, 8, 10, 14, 15, 14, 12, 6, 3];

const pick = <T>(r: () => number, items: readonly T[], weight: (t: T) => number): T => {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = r() * total;
  for (const t of items) {
    x -= weight(t);
    if (x < 0) return t;
  }
  return items[items.length - 1];
};

export function historiaDemo(count = 160): HistoriaDemoZaznam[] {
  const r = random(20_140_617);
  const nz = POLOVNE_REVIRY.filter((p) => p.nadradenyKod === 'SK0234');
  const out: HistoriaDemoZaznam[] = [];
  for (let i = 0; i < count; i++) {
    const povodca = pick(r, POVODCOVIA, (p) => p.w);
    const [predmetKod, min, max] = povodca.predmety[Math.floor(r() * povodca.predmety.length)];
    const year = 2012 + Math.floor(r() * 10);
    const month = MESIACE.indexOf(pick(r, MESIACE, (m) => m)) + 1;
    const day = 1 + Math.floor(r() * 28);
    const datum = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // fish and beaver damage partly in okres Nové Zámky (hunting districts), the rest in the two demo districts
    const vNoveZamky = povodca.ryby && r() < 0.5;
    const ku = vNoveZamky ? undefined : KATASTRALNE_UZEMIA[Math.floor(r() * KATASTRALNE_UZEMIA.length)];
    const revir = vNoveZamky ? nz[Math.floor(r() * nz.length)] : undefined;
    out.push({
      id: `H-${year}-${String(i + 1).padStart(4, '0')}`,
      datum,
      poskodeny: MENA[Math.floor(r() * MENA.length)],
      povodcaKod: povodca.kod,
      predmetKod,
      kuKod: ku?.kod,
      okresKod: vNoveZamky ? 'SK0234' : (ku?.nadradenyKod ?? 'SK0323').slice(0, 6),
      revirKod: revir?.kod,
      // a few records without a granted amount (refused claims)
      centy: r() < 0.08 ? 0 : Math.round((min + r() * (max - min)) * 100),
    });
  }
  return out;
}
