/**
 * Page titles of the price list screens, apart from CENNIKY_TEXTS: the route tree reads them eagerly
 * (head) on every first screen, public ones included, while the screens' own texts load with the
 * screens.
 */
export const CENNIKY_TITLES = {
  nadpisVerzie: (name: string) => `${name} | Iné verzie`,
  novaVerziaNadpis: (typ: string) => `Nová verzia - ${typ}`,
};
