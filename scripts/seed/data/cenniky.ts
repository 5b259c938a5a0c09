/**
 * First version of all eleven price lists – DEMONSTRATION VALUES for Slovakia (orders of magnitude of
 * current market and feed prices, crop yields, game weights, beekeeping prices), to be replaced by
 * the office's official price lists (README 'Price lists'). Codes of key attributes are the codes of
 * the seeded code lists (scripts/seed/data/ciselniky-predmety.ts). Pure data module.
 */
import type { CennikRiadok, CennikTyp } from '@shared/domain/cennik';

/** The seeded versions are valid from this day. */
export const CENNIK_SEED_OD = '2024-01-01';

type Zivocich = [kategoria: string, druh: string | null, ckd: number, hj: number, jc: number, mc: number, phj: number];
const zivocichy = (druhKey: string, rows: Zivocich[]): CennikRiadok[] =>
  rows.map(([kategoria, druh, ckd, hj, jc, mc, phj]) => ({
    kategoria,
    [druhKey]: druh,
    hodnota1: ckd,
    hodnota2: hj,
    hodnota3: jc,
    hodnota4: mc,
    hodnota5: phj,
  }));

const HOVADZI_DOBYTOK = zivocichy('druhVyuzitia', [
  ['TELA', null, 3.2, 3.9, 2.6, 250, 60],
  ['CHJN', null, 2.9, 2.45, 2.05, 900, 350],
  ['CHJP', null, 3.1, 2.6, 2.05, 1300, 480],
  ['VTJ', null, 3.4, 2.3, 2.15, 900, 450],
  ['KRAVA', 'DOJNICA', 5.8, 2.2, 1.65, 1000, 600],
  ['KRAVA', 'DOJCIACA_KRAVA', 3.6, 2.3, 1.75, 1000, 550],
  ['BYK', 'PLEMENNY_JEDINEC', 4.9, 2.8, 2.1, 1500, 800],
]);

const OVCE = zivocichy('chovnost', [
  ['JAHNA', null, 0.55, 3.6, 2.4, 60, 20],
  ['JARKA', 'CHOVNY_JEDINEC', 0.6, 2.6, 1.5, 120, 45],
  ['BAHNICA', 'CHOVNY_JEDINEC', 0.65, 2.2, 1.3, 150, 60],
  ['BAHNICA', 'PLEMENNY_JEDINEC', 0.65, 2.9, 1.3, 250, 65],
  ['BARAN', 'CHOVNY_JEDINEC', 0.7, 2.4, 1.3, 200, 80],
  ['BARAN', 'PLEMENNY_JEDINEC', 0.7, 3.4, 1.3, 450, 90],
]);

const KOZY = zivocichy('chovnost', [
  ['KOZLA', null, 0.6, 3.8, 2.3, 50, 15],
  ['KOZICKA', 'CHOVNY_JEDINEC', 0.65, 2.8, 1.4, 110, 35],
  ['KOZA', 'CHOVNY_JEDINEC', 0.75, 2.6, 1.2, 160, 55],
  ['KOZA', 'PLEMENNY_JEDINEC', 0.75, 3.3, 1.2, 260, 58],
  ['CAP', 'CHOVNY_JEDINEC', 0.75, 2.5, 1.2, 180, 70],
  ['CAP', 'PLEMENNY_JEDINEC', 0.75, 3.6, 1.2, 420, 75],
]);

const INE_HOSPODARSKE_ZVIERATA: CennikRiadok[] = (
  [
    ['KON', 'KON_SLOVENSKY_TEPLOKRVNIK', 'ROKY_3_5', 3500],
    ['KON', 'KON_HUCUL', 'ROKY_3_5', 2200],
    ['KON', 'KON_NORIK_MURANSKEHO_TYPU', 'ROKY_3_5', 2800],
    ['KON', 'KON_KRIZENEC', 'ROKY_6_10', 1200],
    ['OSOL', 'OSOL_KRIZENEC', 'ROKY_6_10', 600],
    ['OSIPANA', 'OSIPANA_BIELA_USLACHTILA', 'MESIACE_4_6', 190],
    ['OSIPANA', 'OSIPANA_MANGALICA', 'ROKY_1_2', 380],
    ['OSIPANA', 'OSIPANA_KRIZENEC', 'MESIACE_4_6', 160],
    ['KRALIK', 'KRALIK_NOVOZELANDSKY_BIELY', 'MESIACE_4_6', 18],
    ['KRALIK', 'KRALIK_KRIZENEC', 'MESIACE_4_6', 12],
    ['SLIEPKA', 'SLIEPKA_HYBRID_NOSNIC', 'MESIACE_7_12', 9],
    ['SLIEPKA', 'SLIEPKA_ORAVKA', 'ROKY_1_2', 18],
    ['SLIEPKA', 'SLIEPKA_KRIZENEC', 'ROKY_1_2', 10],
    ['KACICA', null, 'MESIACE_4_6', 14],
    ['HUS', null, 'MESIACE_7_12', 28],
    ['MORKA', null, 'MESIACE_7_12', 35],
    ['PERLICKA', null, 'MESIACE_7_12', 15],
    ['JELEN_FARMOVY_CHOV', null, 'ROKY_3_5', 950],
    ['DANIEL_FARMOVY_CHOV', null, 'ROKY_1_2', 380],
    ['LAMA', 'LAMA_KRIZENEC', 'ROKY_3_5', 1200],
    ['ALPAKA', 'ALPAKA_HUACAYA', 'ROKY_3_5', 1600],
  ] as const
).map(([druh, plemeno, vek, hz]) => ({ druh, plemeno, vek, hodnota1: hz }));

const VCELSTVA: CennikRiadok[] = [
  { typVcelstva: 'VCELSTVO', hodnota1: 120 },
  { typVcelstva: 'VCELIA_MATKA', hodnota1: 28 },
];

const VCELARSKE_ZARIADENIA: CennikRiadok[] = (
  [
    ['UL_LANGSTROTH', 135, 15],
    ['UL_DADANT', 150, 15],
    ['UL_B_BUDHAJ', 120, 15],
    ['UL_OPTIMAL', 140, 15],
    ['UL_ZANDER', 125, 15],
    ['UL_39_24', 110, 15],
    ['UL_ODDIELKOVY', 60, 10],
    ['PLEMENACIK', 38, 10],
    ['NADSTAVOK', 32, 15],
    ['MEDNIK', 26, 15],
    ['PODMET', 28, 10],
    ['STRIESKA', 22, 15],
    ['RAMIKY', 1.3, 5],
    ['MEDZISTIENKY', 0.95, 1],
    ['MATERSKA_MRIEZKA', 8.5, 10],
    ['KRMIDLO', 6.5, 5],
    ['STOJAN', 45, 20],
    ['VCELIN', 6500, 40],
    ['KOCOVNY_VOZ', 8500, 30],
    ['OCHRANNA_KLIETKA', 380, 20],
    ['VYVYSENA_PLOSINA', 950, 25],
    ['MEDOMET', 480, 20],
  ] as const
).map(([typZariadenia, pncz, z]) => ({ typZariadenia, hodnota1: pncz, hodnota2: z }));

const POLNE_PLODINY: CennikRiadok[] = (
  [
    ['PSENICA_OZIMNA', 5.8, 195],
    ['PSENICA_JARNA', 4.5, 195],
    ['PSENICA_TVRDA', 4.8, 260],
    ['JACMEN_OZIMNY', 5.5, 175],
    ['JACMEN_JARNY', 4.8, 185],
    ['RAZ', 4.2, 160],
    ['TRITIKALE', 4.6, 165],
    ['OVOS', 3.3, 170],
    ['KUKURICA_NA_ZRNO', 7.5, 180],
    ['KUKURICA_NA_SILAZ', 35, 35],
    ['KUKURICA_CUKROVA', 12, 250],
    ['REPKA_OLEJNA', 3.2, 430],
    ['SLNECNICA', 2.7, 400],
    ['SOJA', 2.6, 380],
    ['HRACH', 2.8, 250],
    ['CUKROVA_REPA', 62, 35],
    ['KRMNA_REPA', 50, 30],
    ['ZEMIAKY', 25, 250],
    ['DATELINA', 7, 120],
    ['LUCERNA', 8, 130],
    ['DATELINOTRAVNA_MIESANKA', 6.5, 110],
    ['TRVALE_TRAVNE_POROSTY', 3.5, 100],
    ['POHANKA', 1.5, 450],
    ['PROSO', 2.2, 300],
    ['MAK', 0.8, 1800],
    ['HORCICA', 1.4, 650],
    ['LAN', 1.6, 550],
    ['TEKVICA', 1, 1600],
    ['KAPUSTA', 40, 200],
  ] as const
).map(([druh, vp, cp]) => ({ druh, hodnota1: vp, hodnota2: cp }));

const POLOVNA_ZVER: CennikRiadok[] = (
  [
    ['JELEN_LESNY_JELEN', 150, 3.5],
    ['JELEN_LESNY_JELENICA', 85, 3],
    ['JELEN_LESNY_JELIENCA', 45, 3],
    ['SRNEC_LESNY_SRNEC', 18, 3.5],
    ['SRNEC_LESNY_SRNA', 15, 3],
    ['SRNEC_LESNY_SRNCA', 9, 3],
    ['DIVIAK_LESNY_DIVIAK', 90, 1.8],
    ['DIVIAK_LESNY_DIVIACICA', 65, 1.8],
    ['DIVIAK_LESNY_LANSTIAK', 45, 1.8],
    ['DIVIAK_LESNY_DIVIACA', 20, 1.8],
    ['DANIEL_SKVRNITY_DANIEL', 70, 3.5],
    ['DANIEL_SKVRNITY_DANIELICA', 40, 3],
    ['DANIEL_SKVRNITY_DANIELCA', 22, 3],
    ['MUFLON_LESNY_MUFLON', 35, 3],
    ['MUFLON_LESNY_MUFLONICA', 25, 2.8],
    ['MUFLON_LESNY_MUFLONCA', 14, 2.8],
    ['JELEN_SIKA_JELEN', 45, 3.2],
    ['JELEN_SIKA_JELENICA', 30, 3],
    ['JELEN_SIKA_JELIENCA', 18, 3],
    ['KAMZIK_ALPSKY_KAMZIK', 30, 3.5],
    ['KAMZIK_ALPSKY_KAMZICA', 25, 3.5],
    ['KAMZIK_ALPSKY_MLADE', 12, 3.5],
  ] as const
).map(([druh, pph, cj]) => ({ druh, hodnota1: pph, hodnota2: cj }));

/** Value of a tree by age group (EUR, apple tree = 1), times a species factor. */
const VEK_HODNOTA: [string, number][] = [
  ['ROK_1', 15],
  ['ROKY_2_3', 30],
  ['ROKY_4_6', 60],
  ['ROKY_7_10', 90],
  ['ROKY_11_15', 110],
  ['ROKY_16_20', 100],
  ['ROKY_21_30', 80],
  ['NAD_30_ROKOV', 50],
];
const STROMY: [string, number][] = [
  ['JABLON', 1],
  ['HRUSKA', 1],
  ['DULA', 0.9],
  ['SLIVKA', 0.9],
  ['CERESNA', 1.1],
  ['VISNA', 0.9],
  ['MARHULA', 1.1],
  ['BROSKYNA', 0.9],
  ['ORECH_VLASSKY', 1.4],
  ['GASTAN_JEDLY', 1.3],
];
const KRIKY: [string, number][] = [
  ['LIESKA', 0.5],
  ['RIBEZLA_CIERNA', 0.25],
  ['RIBEZLA_CERVENA', 0.25],
  ['EGRES', 0.25],
  ['MALINA', 0.2],
  ['CERNICA', 0.2],
  ['BAZA_CIERNA', 0.25],
  ['ARONIA', 0.3],
  ['RAKYTNIK', 0.3],
  ['CUCORIEDKA_KANADSKA', 0.35],
  ['VINIC', 0.4],
];
const roundHalf = (n: number) => Math.round(n * 2) / 2;
const OVOCNE_STROMY_A_KRIKY: CennikRiadok[] = [
  ...STROMY.flatMap(([druh, f]) => VEK_HODNOTA.map(([vek, hd]) => ({ druh, vek, hodnota1: roundHalf(hd * f) }))),
  ...KRIKY.flatMap(([druh, f]) => VEK_HODNOTA.slice(0, 5).map(([vek, hd]) => ({ druh, vek, hodnota1: roundHalf(hd * f) }))),
];

const MED_A_DRUHOTNE_PRODUKTY: CennikRiadok[] = [
  { hodnota1: 20, hodnota2: 8, hodnota3: 12, hodnota4: 1.05, hodnota5: 0.5, hodnota6: 12, hodnota7: 0.1, hodnota8: 60 },
];

const KAFILERICKE_POPLATKY: CennikRiadok[] = [{ hodnota1: 0.35 }];

export const CENNIKY_SEED: Readonly<Record<CennikTyp, readonly CennikRiadok[]>> = {
  HOVADZI_DOBYTOK,
  OVCE,
  KOZY,
  INE_HOSPODARSKE_ZVIERATA,
  VCELSTVA,
  VCELARSKE_ZARIADENIA,
  POLNE_PLODINY,
  POLOVNA_ZVER,
  OVOCNE_STROMY_A_KRIKY,
  MED_A_DRUHOTNE_PRODUKTY,
  KAFILERICKE_POPLATKY,
};
