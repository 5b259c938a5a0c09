/**
 * Page titles of the injured party screens, apart from POSKODENI_TEXTS: the route tree reads them
 * eagerly (head) on every first screen, public ones included, while the screens' own texts load with
 * the screens.
 */
export const POSKODENI_TITLES = {
  detailTitle: 'Poškodený',
  najstTitle: 'Nájsť poškodeného',
  vytvoritTitle: 'Nový poškodený',
  upravaTitle: 'Úprava poškodeného',
  zmenitPrevadzkuTitle: 'Zmeniť prevádzku',
  vytvoritPrevadzkuTitle: 'Nová prevádzka',
  historiaTitle: 'História šk. udalostí',
  oznamenia: 'Oznámenia',
  detailOznamenia: 'Detail oznámenia',
  skodoveUdalosti: 'Škodové udalosti',
  detailSkodovejUdalosti: 'Detail šk. udalosti',
};
