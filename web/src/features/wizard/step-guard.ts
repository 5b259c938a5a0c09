/**
 * Which wizard step may be opened (spec part 1 §4 'Public wizard'): a step beyond the last
 * fulfilled one redirects to the first unfulfilled step.
 */
import { canOpenStep, furthestOpenStep, WIZARD_KROK_LABELS, WIZARD_KROKY, type WizardKrok } from '@shared/domain/wizard';

/** null when `step` may be opened, else the step to go to instead. */
export function stepRedirect(step: WizardKrok, krok: WizardKrok | null): WizardKrok | null {
  return canOpenStep(step, krok) ? null : furthestOpenStep(krok);
}

/** Route ids of the steps (file routes under /_public/$produkt/). */
export const STEP_ROUTES = {
  UDAJE_O_SKODE: '/$produkt/udaje-o-skode',
  UDAJE_O_POSKODENOM: '/$produkt/udaje-o-poskodenom',
  KONTAKTNE_INFORMACIE: '/$produkt/kontaktne-informacie',
  ZHRNUTIE: '/$produkt/zhrnutie',
} as const satisfies Record<WizardKrok, string>;

export interface StepMark {
  krok: WizardKrok;
  label: string;
  /** Fulfilled (saved) step. */
  done: boolean;
  /** May be opened (a link unless it is the current one). */
  open: boolean;
}

/** Marks of the stepper for the draft's `krok`. */
export function stepMarks(krok: WizardKrok | null): StepMark[] {
  const last = krok === null ? -1 : WIZARD_KROKY.indexOf(krok);
  return WIZARD_KROKY.map((k, i) => ({ krok: k, label: WIZARD_KROK_LABELS[k], done: i <= last, open: canOpenStep(k, krok) }));
}

/** Search of the steps 1–3: `naspat=zhrnutie` when opened from the summary's 'Upraviť údaje' (saving then returns to the summary). */
export interface StepSearch {
  naspat?: 'zhrnutie';
}
export const validateNaspat = (search: Record<string, unknown>): StepSearch => (search.naspat === 'zhrnutie' ? { naspat: 'zhrnutie' } : {});
