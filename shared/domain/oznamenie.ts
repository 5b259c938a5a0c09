/** Notification (oznámenie) domain: damage types and states (spec part 1 §3). */
export const TYPY_SKODY = [
  'ZIVOT_A_ZDRAVIE_FO',
  'DOMESTIKOVANY_ZIVOCICH',
  'PASTIERSKY_PES',
  'RYBY',
  'VCELY',
  'POLNE_PLODINY',
  'DREVINY_LESNE_PORASTY',
  'RATICOVA_ZVER',
] as const;
export type TypSkody = (typeof TYPY_SKODY)[number];

export const TYP_SKODY_LABELS: Record<TypSkody, string> = {
  ZIVOT_A_ZDRAVIE_FO: 'Nebezpečný stret',
  DOMESTIKOVANY_ZIVOCICH: 'Domestikované živočíchy',
  PASTIERSKY_PES: 'Pastierske psy',
  RYBY: 'Ryby',
  VCELY: 'Včely a včel. zariadenia',
  POLNE_PLODINY: 'Poľné plodiny',
  DREVINY_LESNE_PORASTY: 'Dreviny a lesné porasty',
  RATICOVA_ZVER: 'Poľovná zver',
};

export const OZNAMENIE_STAVY = ['NOVE_WEB', 'ROZPRACOVANE', 'PRIRADENE', 'V_RIESENI', 'SETRENIE_UKONCENE', 'ZRUSENE'] as const;
export type OznamenieStav = (typeof OZNAMENIE_STAVY)[number];

export const OZNAMENIE_STAV_LABELS: Record<OznamenieStav, string> = {
  NOVE_WEB: 'NOVÉ-WEB',
  ROZPRACOVANE: 'ROZPRACOVANÉ',
  PRIRADENE: 'PRIRADENÉ',
  V_RIESENI: 'V RIEŠENÍ',
  SETRENIE_UKONCENE: 'ŠETRENIE UKONČENÉ',
  ZRUSENE: 'ZRUŠENÉ',
};

/** ID-SK tag colour of each state (spec: primary, info, success, warning, notice, danger). */
export const OZNAMENIE_STAV_BADGE: Record<OznamenieStav, 'primary' | 'info' | 'success' | 'warning' | 'notice' | 'danger'> = {
  NOVE_WEB: 'primary',
  ROZPRACOVANE: 'info',
  PRIRADENE: 'success',
  V_RIESENI: 'warning',
  SETRENIE_UKONCENE: 'notice',
  ZRUSENE: 'danger',
};

/** Human code prefix of notifications: OZN-2026-000123. */
export const OZNAMENIE_KOD_PREFIX = 'OZN';
