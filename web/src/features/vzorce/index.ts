/** The formula-verification screen and what the price-list screens need to link to it. */
export { VzorecPage } from './vzorec-page';
export { vzorecDetailQuery } from './vzorce-api';
export { cennikMaVzorec } from './vzorec-view';
