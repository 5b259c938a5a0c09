/**
 * Page titles of the settings screens, apart from NASTAVENIA_TEXTS: the route tree reads them eagerly
 * (head) on every first screen, public ones included, while the screens' own texts load with the
 * screens.
 */
export const NASTAVENIA_TITLES = {
  title: 'Nastavenia',
  tabOrganizacie: 'Organizácie',
  mojProfil: 'Môj profil',
  pouzivatel: 'Používateľ',
  novaOrganizacia: 'Nová organizácia',
  upravaOrganizacie: 'Úprava organizácie',
};
