/**
 * Page titles of the damaged item screens, apart from PREDMET_SKODY_TEXTS: the route tree reads them
 * eagerly (head) on every first screen, public ones included, while the screens' own texts load with
 * the screens.
 */
export const PREDMET_SKODY_TITLES = {
  title: 'Predmet škody',
  novy: 'Nový predmet škody',
  detail: 'Detail predmetu škody',
};
