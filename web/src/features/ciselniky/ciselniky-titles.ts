/**
 * Page titles of the code list screens, apart from CISELNIKY_TEXTS: the route tree reads them eagerly
 * (head) on every first screen, public ones included, while the screens' own texts load with the
 * screens.
 */
export const CISELNIKY_TITLES = {
  tabCiselniky: 'Číselníky',
  novaPolozkaTitle: 'Nová položka číselníka',
  upravaPolozkyTitle: 'Úprava položky číselníka',
};
