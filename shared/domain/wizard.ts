/**
 * Public wizard steps (spec part 1 §2 'Public wizard screens', §4 'Public wizard').
 * `krok` is the last fulfilled step; a step may be opened only if every earlier step is fulfilled.
 */
export const WIZARD_KROKY = ['UDAJE_O_SKODE', 'UDAJE_O_POSKODENOM', 'KONTAKTNE_INFORMACIE', 'ZHRNUTIE'] as const;
export type WizardKrok = (typeof WIZARD_KROKY)[number];

export const WIZARD_KROK_LABELS: Record<WizardKrok, string> = {
  UDAJE_O_SKODE: 'Údaje o škode',
  UDAJE_O_POSKODENOM: 'Údaje o poškodenom',
  KONTAKTNE_INFORMACIE: 'Kontaktné informácie',
  ZHRNUTIE: 'Zhrnutie',
};

/** URL slug of each step under /{product}/. */
export const WIZARD_KROK_SLUGS: Record<WizardKrok, string> = {
  UDAJE_O_SKODE: 'udaje-o-skode',
  UDAJE_O_POSKODENOM: 'udaje-o-poskodenom',
  KONTAKTNE_INFORMACIE: 'kontaktne-informacie',
  ZHRNUTIE: 'zhrnutie',
};

const index = (k: WizardKrok | null) => (k === null ? -1 : WIZARD_KROKY.indexOf(k));

/** May `step` be opened when `krok` is the last fulfilled one? */
export function canOpenStep(step: WizardKrok, krok: WizardKrok | null): boolean {
  return index(step) <= index(krok) + 1;
}

/** The step to redirect to when a later one is requested: the first not yet fulfilled one. */
export function furthestOpenStep(krok: WizardKrok | null): WizardKrok {
  return WIZARD_KROKY[Math.min(index(krok) + 1, WIZARD_KROKY.length - 1)];
}

/** krok after saving `step` (never moves backwards when an earlier step is edited again). */
export function krokAfterSave(step: WizardKrok, krok: WizardKrok | null): WizardKrok {
  return index(step) > index(krok) ? step : (krok as WizardKrok);
}

export const WIZARD_TEXTS = {
  vyberSubjektu: 'Pre posun do ďalšieho kroku je nutné zvoliť existujúci subjekt poškodeného alebo vytvoriť nový.',
  telefonHint: 'Uvádzajte v tvare: 00421 9xx',
  kontaktHint: 'Pre ďalšie spracovanie oznámenia je potrebné uviesť telefónne číslo.',
} as const;
