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

/** Field groups and the states in which they can change (spec part 1 §4 'Editing'). */
export const POLIA_SKODY = ['datumOznamenia', 'datumVznikuSkody', 'typSkody', 'popisSkody', 'popisLokality', 'lokalitaGpsSirka', 'lokalitaGpsDlzka'] as const;
export const STAVY_EDITACIA_SKODY: readonly OznamenieStav[] = ['NOVE_WEB', 'ROZPRACOVANE', 'PRIRADENE'];
export const STAVY_EDITACIA_KONTAKTU: readonly OznamenieStav[] = ['NOVE_WEB', 'ROZPRACOVANE', 'PRIRADENE', 'V_RIESENI', 'SETRENIE_UKONCENE'];
export const STAVY_EDITACIA_PRACOVISKA: readonly OznamenieStav[] = ['NOVE_WEB', 'ROZPRACOVANE'];

/** Actions per state (spec part 1 §4 table). */
export const OZNAMENIE_AKCIE: Record<'assign' | 'discard' | 'cancel' | 'zmenitPriradenie' | 'vytvoritSkodovuUdalost' | 'export', readonly OznamenieStav[]> = {
  assign: ['NOVE_WEB', 'ROZPRACOVANE'],
  discard: ['ROZPRACOVANE'],
  cancel: ['NOVE_WEB', 'PRIRADENE'],
  zmenitPriradenie: ['PRIRADENE'],
  /** 'Nová šk. udalosť' (EVIDENCIA_SKOD); the notification then moves to V_RIESENI. */
  vytvoritSkodovuUdalost: ['PRIRADENE'],
  export: ['PRIRADENE', 'V_RIESENI', 'SETRENIE_UKONCENE'],
};

/** The reporter's e-mails after the confirmation (each one a step that concerns them). */
export const SPRAVA_OZNAMOVATELOVI = ['PRIJATE', 'PRIRADENE', 'TERMIN_SETRENIA', 'SETRENIE_UKONCENE', 'ROZHODNUTE'] as const;
export type SpravaOznamovatelovi = (typeof SPRAVA_OZNAMOVATELOVI)[number];
