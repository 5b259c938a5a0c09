/**
 * Seed data for the five history variants (spec part 1 §3/§7): the values as the records of the
 * previous system name them, used by the historical-data filter. The real values arrive with the
 * historical data import; these seeds make the filter usable on a fresh system.
 *
 * - OKRES_HIST: the 79 districts (LAU 1 codes, as OKRES) plus the four pre-1996 units whose names
 *   differ from today's (Bratislava-mesto, Bratislava-vidiek, Košice-mesto, Košice-vidiek; local
 *   codes `HIST_…`, knowledge of the 1960–1996 division, not verified against a register).
 * - KATASTRALNE_UZEMIE_HIST, POLOVNY_REVIR_HIST: mirror the current seeds (same codes and labels).
 * - POVODCA_SKODY_HIST: the short species names older records use (knowledge).
 * - PREDMET_SKODY_HIST: damage subjects in the older wording (§ 97 of Act 543/2002 and the
 *   categories of older ŠOP SR statistics: ovce, hovädzí dobytok, včelstvá, poľné plodiny, ryby…).
 *
 * Pure data module: no Node or DOM specifics.
 */
import { OKRESY } from './ciselniky-adresy';
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';
import { polozky } from './ciselniky-polozka';
import { KATASTRALNE_UZEMIA, POLOVNE_REVIRY } from './ciselniky-uzemia';

const mirror = (typ: CiselnikPolozkaSeed['typ'], items: readonly CiselnikPolozkaSeed[]): CiselnikPolozkaSeed[] =>
  items.map(({ kod, label }) => ({ typ, kod, label }));

export const OKRESY_HIST: readonly CiselnikPolozkaSeed[] = [
  ...mirror('OKRES_HIST', OKRESY),
  ...polozky('OKRES_HIST', [
    ['HIST_BRATISLAVA_MESTO', 'Bratislava-mesto'],
    ['HIST_BRATISLAVA_VIDIEK', 'Bratislava-vidiek'],
    ['HIST_KOSICE_MESTO', 'Košice-mesto'],
    ['HIST_KOSICE_VIDIEK', 'Košice-vidiek'],
  ]),
];

export const KATASTRALNE_UZEMIA_HIST: readonly CiselnikPolozkaSeed[] = mirror('KATASTRALNE_UZEMIE_HIST', KATASTRALNE_UZEMIA);

export const POLOVNE_REVIRY_HIST: readonly CiselnikPolozkaSeed[] = mirror('POLOVNY_REVIR_HIST', POLOVNE_REVIRY);

export const POVODCOVIA_SKODY_HIST: readonly CiselnikPolozkaSeed[] = polozky('POVODCA_SKODY_HIST', [
  ['MEDVED', 'medveď'],
  ['VLK', 'vlk'],
  ['RYS', 'rys'],
  ['VYDRA', 'vydra'],
  ['BOBOR', 'bobor'],
  ['KORMORAN', 'kormorán'],
  ['VOLAVKA', 'volavka'],
  ['BELUSA', 'beluša'],
  ['LOS', 'los'],
  ['ZUBOR', 'zubor'],
  ['KRKAVEC', 'krkavec'],
  ['NEZISTENY', 'pôvodca nezistený'],
]);

export const PREDMETY_SKODY_HIST: readonly CiselnikPolozkaSeed[] = polozky('PREDMET_SKODY_HIST', [
  ['ZIVOT_A_ZDRAVIE', 'život a zdravie'],
  ['OVCE', 'ovce'],
  ['KOZY', 'kozy'],
  ['HOVADZI_DOBYTOK', 'hovädzí dobytok'],
  ['KONE', 'kone'],
  ['OSIPANE', 'ošípané'],
  ['HYDINA', 'hydina'],
  ['KRALIKY', 'králiky'],
  ['INE_HOSPODARSKE_ZVIERATA', 'iné hospodárske zvieratá'],
  ['PASTIERSKE_PSY', 'pastierske a strážne psy'],
  ['VCELSTVA', 'včelstvá'],
  ['VCELARSKE_ZARIADENIA', 'včelárske zariadenia'],
  ['MED', 'med a včelie produkty'],
  ['RYBY', 'ryby'],
  ['POLNE_PLODINY', 'poľné plodiny'],
  ['OVOCNE_STROMY', 'ovocné stromy a kry'],
  ['DREVINY', 'dreviny'],
  ['LESNE_POROSTY', 'lesné porasty'],
  ['POLOVNA_ZVER', 'poľovná zver'],
  ['INY_MAJETOK', 'iný majetok'],
]);
