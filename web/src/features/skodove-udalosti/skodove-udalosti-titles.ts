/**
 * Page titles of the damage event screens, apart from SKODOVE_UDALOSTI_TEXTS: the route tree reads
 * them eagerly (head) on every first screen, public ones included, while the screens' own texts load
 * with the screens.
 */
export const SKODOVE_UDALOSTI_TITLES = {
  detail: 'Detail šk. udalosti',
  heading: (kod: string) => `Škodová udalosť ${kod}`,
};
