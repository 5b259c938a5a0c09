/**
 * Page titles of the repeat-attack settings screens, apart from OPAKOVANY_UTOK_TEXTS: the route tree
 * reads them eagerly (head) on every first screen, public ones included, while the screens' own texts
 * load with the screens.
 */
export const OPAKOVANY_UTOK_TITLES = {
  nastavenieTitle: 'Opakované útoky',
};
