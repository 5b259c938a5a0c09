/**
 * Statistics data for benchmarks on the damage-event seed (scripts/bench/seed-skodove-udalosti.ts,
 * its `doplnit` hook): each event gets a species, a season, a place and damaged items' statistics data
 * with the realistic shape of ../shared/design/DOMAIN.md §3 –
 * - species mix (by count): bear and wolf most, then beaver, otter, cormorant, heron, lynx; 10 % without
 *   a final statement's pôvodca; items by species (bear → bee colonies and equipment, crops, fruit trees;
 *   wolf → game, sheep, cattle, goats; otter, cormorant, heron → pond fish (other property); beaver →
 *   trees and crops);
 * - bear, wolf and lynx damage peaks July–October (Jan 50 … Sep 295 … Dec 60), the others follow the
 *   notification seed's season;
 * - bear and wolf mostly in the Banská Bystrica, Žilina and Prešov regions (75 %), the rest anywhere;
 * - GPS points around the district's centroid (../shared/data/slovakia/sk_okresy.csv when present –
 *   read, never copied into the repo; else a point per district inside Slovakia's bounding box); 80 %
 *   of events and 70 % of items have their own point;
 * - amounts per item log-normal (median 300 EUR, heavy tail, capped at 50,000); amounts granted in a
 *   decision 30–90 % of the calculated amount.
 * The districts and regions are the seeded OKRES/KRAJ code lists; ~3,600 cadastral areas (≈ 46 a
 * district) are written as KATASTRALNE_UZEMIE items with generated names so labels sort realistically.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { todayIso } from '@shared/format/dates';
import { ciselnikRepo } from '../../functions/data/ciselnik-repo';
import { organizaciaRepo } from '../../functions/data/organizacia-repo';
import type { SkodovaUdalostItem } from '../../functions/data/skodova-udalost-repo';
import type { PredmetStatistika } from '../../functions/data/statistika-repo';
import { MESIACE, weighted } from './seed-oznamenia';
import { rng } from './synthetic-data';
import { seedSkodoveUdalosti } from './seed-skodove-udalosti';

/** Monthly counts of a neighbouring country (bear and wolf; DOMAIN.md §3), Jan–Dec. */
const SEZONA = [50, 45, 55, 70, 100, 130, 163, 218, 295, 204, 110, 60];

const DRUHY: { kod: string; vaha: number; sezona: boolean; kraje: boolean; predmety: PredmetSkodyKategoria[] }[] = [
  { kod: 'MEDVED_HNEDY', vaha: 30, sezona: true, kraje: true, predmety: ['VCELSTVA', 'VCELARSKE_ZARIADENIA', 'POLNE_PLODINY', 'OVOCNE_STROMY_A_KRIKY', 'MED_A_DRUHOTNE_PRODUKTY'] },
  { kod: 'VLK_DRAVY', vaha: 30, sezona: true, kraje: true, predmety: ['POLOVNA_ZVER', 'OVCE', 'OVCE', 'HOVADZI_DOBYTOK', 'KOZY', 'PASTIERSKE_A_STRAZNE_PSY'] },
  { kod: 'BOBOR_VODNY', vaha: 10, sezona: false, kraje: false, predmety: ['OVOCNE_STROMY_A_KRIKY', 'POLNE_PLODINY', 'INY_MAJETOK'] },
  { kod: 'VYDRA_RIECNA', vaha: 8, sezona: false, kraje: false, predmety: ['INY_MAJETOK'] },
  { kod: 'KORMORAN_VELKY', vaha: 6, sezona: false, kraje: false, predmety: ['INY_MAJETOK'] },
  { kod: 'VOLAVKA_POPOLAVA', vaha: 6, sezona: false, kraje: false, predmety: ['INY_MAJETOK'] },
  { kod: 'RYS_OSTROVID', vaha: 2, sezona: true, kraje: true, predmety: ['KOZY', 'OVCE'] },
];
/** NUTS 3 of the bear and wolf regions: Žilinský, Banskobystrický, Prešovský. */
const KRAJE_SELIEM = ['SK031', 'SK032', 'SK041'];
const NAZVY = ['Horná Lehota', 'Dolná Ves', 'Podhradie', 'Lúčky', 'Hôrka', 'Závadka', 'Poľana', 'Stráňany', 'Kamenná', 'Lieskovec', 'Breziny', 'Jarabina'];

interface Okres {
  uuid: string;
  kraj?: string;
  krajKod?: string;
  lat: number;
  lng: number;
  katastre: { uuid: string; label: string }[];
}

/** District centroids (LAU 1 code → [lat, lng]) from the shared data file, when it is there. */
function centroidy(): Map<string, [number, number]> | null {
  const file = process.env.BENCH_OKRESY_CSV ?? path.resolve(process.cwd(), '../shared/data/slovakia/sk_okresy.csv');
  if (!existsSync(file)) return null;
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return new Map(rows.map((r) => [r.lau1_code, [Number(r.lat_mean_obce), Number(r.lon_mean_obce)]]));
}

/** The districts with their region, centroid and generated cadastral areas (written as code-list items). */
async function okresy(rand: () => number): Promise<{ okresy: Okres[]; centroidy: boolean }> {
  const [okresItems, krajItems] = await Promise.all([ciselnikRepo.listByType('OKRES', { activeOnly: true }), ciselnikRepo.listByType('KRAJ', { activeOnly: true })]);
  const krajKod = new Map(krajItems.map((k) => [k.uuid, k.kod]));
  const c = centroidy();
  const out: Okres[] = okresItems.map((o) => ({
    uuid: o.uuid,
    kraj: o.nadradenaPolozkaUuid,
    krajKod: o.nadradenaPolozkaUuid ? krajKod.get(o.nadradenaPolozkaUuid) : undefined,
    lat: c?.get(o.kod ?? '')?.[0] ?? 47.9 + rand() * 1.5,
    lng: c?.get(o.kod ?? '')?.[1] ?? 17.3 + rand() * 4.9,
    katastre: [],
  }));
  const nove = out.flatMap((o, i) =>
    Array.from({ length: 46 }, (_, j) => ({ okres: o, kod: `BENCH-${i}-${j}`, label: `${NAZVY[(i + j) % NAZVY.length]} ${j + 1} (${okresItems[i].label})` })),
  );
  const existing = new Map<string, string>();
  await ciselnikRepo.upsertByKod(
    nove.map((k) => ({ type: 'KATASTRALNE_UZEMIE', kod: k.kod, label: k.label })),
    existing,
  );
  for (const k of nove) k.okres.katastre.push({ uuid: existing.get(`KATASTRALNE_UZEMIE#${k.kod}`) as string, label: k.label });
  return { okresy: out, centroidy: Boolean(c) };
}

/** Standard normal (Box–Muller). */
const gauss = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const cents = (n: number) => Math.round(n * 100) / 100;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface StatistikySeed {
  /** The hook for seedSkodoveUdalosti. */
  doplnit: (e: SkodovaUdalostItem) => SkodovaUdalostItem;
  /** Items written so far, per year of the damage date. */
  predmetyPerYear: Record<string, number>;
  centroidy: boolean;
}

/**
 * Prepares the code lists and returns the hook that completes an event; `mean` items per event on
 * average (≥ 1): 1 + a geometric number, so most events have one or two items and a few many.
 */
export async function statistikySeed(o: { mean: number; seed?: number; today?: string }): Promise<StatistikySeed> {
  const rand = rng((o.seed ?? 14) + 1000);
  const today = o.today ?? todayIso();
  const { okresy: vsetky, centroidy: c } = await okresy(rand);
  const seliem = vsetky.filter((k) => KRAJE_SELIEM.includes(k.krajKod ?? ''));
  const povodcovia = new Map((await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).map((p) => [p.kod, p.uuid]));
  // 1 + floor(Exp(m)) has mean 1 + 1 / (e^(1/m) − 1)
  const m = o.mean > 1 ? 1 / Math.log(1 + 1 / (o.mean - 1)) : 0;
  const predmetyPerYear: Record<string, number> = {};

  const doplnit = (e: SkodovaUdalostItem): SkodovaUdalostItem => {
    const druh = DRUHY[weighted(DRUHY.map((d) => d.vaha), rand())];
    const year = e.datumVznikuSkody.slice(0, 4);
    const month = (druh.sezona ? weighted(SEZONA, rand()) : weighted(MESIACE, rand())) + 1;
    const datum = `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    const datumVznikuSkody = datum <= today ? datum : e.datumVznikuSkody;
    const reported = new Date(`${datumVznikuSkody}T00:00:00Z`);
    reported.setUTCDate(reported.getUTCDate() + Math.floor(rand() * 4));
    const datumOznamenia = [iso(reported), today].sort()[0];
    const okres = druh.kraje && seliem.length && rand() < 0.75 ? seliem[Math.floor(rand() * seliem.length)] : vsetky[Math.floor(rand() * vsetky.length)];
    const lat = okres.lat + gauss(rand) * 0.08;
    const lng = okres.lng + gauss(rand) * 0.12;
    const n = m ? 1 + Math.min(60, Math.floor(-Math.log(1 - rand()) * m)) : 1;
    const predmety: PredmetStatistika[] = Array.from({ length: n }, () => {
      const ku = okres.katastre[Math.floor(rand() * okres.katastre.length)];
      const own = rand() < 0.7;
      return {
        uuid: randomUUID(),
        kategoria: druh.predmety[Math.floor(rand() * druh.predmety.length)],
        ku: ku.uuid,
        ok: okres.uuid,
        ...(okres.kraj ? { kr: okres.kraj } : {}),
        amount: cents(Math.min(50_000, Math.exp(Math.log(300) + 1.2 * gauss(rand)))),
        ...(own ? { lat: lat + gauss(rand) * 0.01, lng: lng + gauss(rand) * 0.01 } : {}),
      };
    });
    const suma = cents(predmety.reduce((s, p) => s + p.amount, 0));
    predmetyPerYear[year] = (predmetyPerYear[year] ?? 0) + n;
    const kataster = okres.katastre.find((k) => k.uuid === predmety[0].ku)?.label;
    return {
      ...e,
      datumVznikuSkody,
      datumOznamenia,
      createdAt: `${datumOznamenia}T09:00:00.000Z`,
      ...(rand() < 0.8 ? { lokalitaGpsSirka: lat, lokalitaGpsDlzka: lng } : {}),
      zaverecneStanovisko: rand() < 0.1 ? undefined : ({ povodcaSkodyId: povodcovia.get(druh.kod) } as SkodovaUdalostItem['zaverecneStanovisko']),
      pocetPredmetovSkody: n,
      predmetSkodyList: [...new Set(predmety.map((p) => p.kategoria))],
      katastralneUzemieIds: [...new Set(predmety.map((p) => p.ku as string))],
      okresIds: [okres.uuid],
      kataster: kataster && n > 1 ? `${kataster}, …` : kataster,
      vyskaSkodyVypocitana: suma,
      ...(e.stav === 'ROZHODNUTA' ? { konanie: { sumaPriznanaVRozhodnuti: cents(suma * (0.3 + rand() * 0.6)) } as SkodovaUdalostItem['konanie'] } : {}),
      predmetyStatistika: predmety,
    };
  };
  return { doplnit, predmetyPerYear, centroidy: c };
}

/**
 * The whole statistics seed on a fresh table: the local seed (code lists, organisations, demo users),
 * then `count` events with ≈ `items` items over `years` years. Returns the event seed's figures, the
 * items per year and the wolf's uuid (a filter case).
 */
export async function seedStatistiky(o: { count: number; items: number; years: number; onProgress?: (written: number) => void }) {
  const { seed } = await import('../local/seed');
  await seed({ demoUsers: true });
  const [organizacie, povodcovia] = await Promise.all([organizaciaRepo.listAll(), ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })]);
  const stat = await statistikySeed({ mean: o.items / o.count });
  const seeded = await seedSkodoveUdalosti({
    count: o.count,
    years: o.years,
    pracoviska: organizacie.filter((x) => x.typ === 'SOP' && x.platnost).map((x) => x.uuid),
    povodcovia: povodcovia.map((p) => p.uuid),
    doplnit: stat.doplnit,
    onProgress: o.onProgress,
  });
  return { seeded, stat, vlk: povodcovia.find((p) => p.kod === 'VLK_DRAVY')?.uuid as string };
}
