/** Damage event (škodová udalosť) domain: states and their labels (spec part 2 §4). */
export const SKODOVA_UDALOST_STAVY = ['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'] as const;
export type SkodovaUdalostStav = (typeof SKODOVA_UDALOST_STAVY)[number];

export const SKODOVA_UDALOST_STAV_LABELS: Record<SkodovaUdalostStav, string> = {
  ROZPRACOVANA: 'Rozpracovaná',
  V_SETRENI: 'V šetrení',
  VYSETRENA: 'Vyšetrená',
  PRIJATA_ZIADOST: 'Prijatá ž.',
  ROZHODNUTA: 'Rozhodnutá',
};

/** ID-SK tag colour of each state (the spec gives none; chosen to follow the notification badges). */
export const SKODOVA_UDALOST_STAV_BADGE: Record<SkodovaUdalostStav, 'primary' | 'info' | 'success' | 'warning' | 'notice' | 'danger'> = {
  ROZPRACOVANA: 'info',
  V_SETRENI: 'warning',
  VYSETRENA: 'notice',
  PRIJATA_ZIADOST: 'primary',
  ROZHODNUTA: 'success',
};

/** Human code prefix of damage events: SU-2026-000123 (shown in an injured party's history). */
export const SKODOVA_UDALOST_KOD_PREFIX = 'SU';
