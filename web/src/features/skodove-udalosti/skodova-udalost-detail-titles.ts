/**
 * Page titles of the damage event detail screens, apart from SKODOVA_UDALOST_DETAIL_TEXTS: the route
 * tree reads them eagerly (head) on every first screen, public ones included, while the screens' own
 * texts load with the screens.
 */
export const SKODOVA_UDALOST_DETAIL_TITLES = {
  zmenaOu: 'Zmena priradeného OÚ',
};
