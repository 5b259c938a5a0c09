/**
 * Page titles of the personal data screens, apart from OSOBNE_UDAJE_TEXTS: the route tree reads them
 * eagerly (head) on every first screen, public ones included, while the screens' own texts load with
 * the screens.
 */
export const OSOBNE_UDAJE_TITLES = {
  title: 'Osobné údaje',
};
