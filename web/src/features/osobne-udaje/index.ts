export { OsobyPage } from './osoby-page';
export { OSOBNE_UDAJE_TEXTS } from './osobne-udaje-texts';
