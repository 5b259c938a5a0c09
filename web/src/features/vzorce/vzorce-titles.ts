/**
 * Page titles of the formula check screens, apart from VZOREC_PAGE_TEXTS: the route tree reads them
 * eagerly (head) on every first screen, public ones included, while the screens' own texts load with
 * the screens.
 */
export const VZOREC_PAGE_TITLES = {
  nadpis: (label: string) => `Overenie vzorca – ${label}`,
};
