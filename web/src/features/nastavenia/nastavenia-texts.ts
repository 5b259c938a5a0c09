/**
 * Slovak texts of the settings screens (spec part 1 §2 'Settings', §8), kept beside the feature;
 * texts the spec fixes are copied exactly and asserted by the browser tests.
 */
import { NASTAVENIA_TITLES } from './nastavenia-titles';

export const NASTAVENIA_TEXTS = {
  ...NASTAVENIA_TITLES,
  tabs: 'Nastavenia – časti',
  tabPouzivatelia: 'Používatelia',

  // user list
  hladat: 'Vyhľadať používateľa',
  hladatHint: 'Meno, priezvisko alebo prihlasovacie meno',
  login: 'Prihlasovacie meno',
  meno: 'Meno',
  priezvisko: 'Priezvisko',
  organizacie: 'Organizácie',
  stav: 'Stav',
  akcie: 'Akcie',
  detail: 'Detail',
  aktivny: 'AKTÍVNY',
  neaktivny: 'NEAKTÍVNY',
  pouzivateliaCaption: 'Zoznam používateľov',
  emptyPouzivatelia: 'Neexistujú žiadni používatelia.',
  emptyPouzivateliaFilter: 'Zadaným filtračným kritériam nevyhovujú žiadni používatelia.',
  emptyPouzivateliaPage: 'Na aktuálnej stránke sa nenachádzajú žiadni používatelia.',
  poslednaSynchronizacia: 'Posledná synchronizácia s AD:',
  nikdySynchronizovane: 'zatiaľ neprebehla',
  synchronizovat: 'Synchronizovať s AD',
  synchronizujem: 'Synchronizujem…',
  synchronizaciaOk: 'Synchronizácia s AD prebehla úspešne.',

  // user detail and own profile
  email: 'E-mail',
  telefon: 'Telefón',
  funkcia: 'Funkcia',
  opravnenia: 'Oprávnenia',
  notifikacie: 'Notifikácie e-mailom',
  notifikaciaNoveOznamenie: 'Nové oznámenie',
  notifikaciaNovaSkodovaUdalost: 'Nová škodová udalosť',
  vlastneSpravaHint: 'Toto oprávnenie si nemôžete odobrať sami – stratili by ste prístup k nastaveniam. O zmenu požiadajte iného administrátora.',
  ziadneOrganizacie: 'Používateľ nie je priradený k žiadnej organizácii.',
  priraditOrganizaciu: 'Priradiť organizáciu',
  vyberteOrganizaciu: 'Vyberte organizáciu',
  priradit: 'Priradiť',
  odstranit: 'Odstrániť',
  odobratOrganizaciuConfirm: (nazov: string) => `Naozaj si želáte odobrať používateľovi organizáciu ${nazov}?`,
  ulozit: 'Uložiť',
  spat: 'Späť',
  ulozene: 'Údaje boli úspešne uložené.',

  // organisations
  organizacieCaption: 'Zoznam organizácií',
  pridatOrganizaciu: 'Pridať organizáciu',
  kod: 'Kód',
  nazov: 'Názov',
  typ: 'Typ',
  platnost: 'Platnosť',
  platna: 'PLATNÁ',
  neplatna: 'NEPLATNÁ',
  platnaCheckbox: 'Platná organizácia',
  platnaHint: 'Neplatnú organizáciu nie je možné priradiť používateľom ani zvoliť ako pracovisko.',
  typLenPriVytvoreni: 'Typ organizácie je možné zvoliť len pri jej vytvorení.',
  upravit: 'Upraviť',
  emptyOrganizacie: 'Neexistujú žiadne organizácie.',
  emptyOrganizaciePage: 'Na aktuálnej stránke sa nenachádzajú žiadne organizácie.',
  odstranitOrganizaciu: 'Odstrániť organizáciu',
  odstranitOrganizaciuConfirm: 'Naozaj si želáte danú organizáciu odstrániť?',
  organizaciaZmazana: 'Organizácia bola zmazaná.',
  verejnyKontakt: 'Kontakt pre verejnosť',
  verejnyKontaktHint:
    'Nepovinné. Oznamovateľ uvidí tieto údaje pri svojom hlásení na stránke Stav hlásenia. Uveďte kontakt na pracovisko, nie na konkrétnu osobu.',
  verejnaAdresa: 'Adresa pre verejnosť',
  verejnyTelefon: 'Telefón pre verejnosť',
  verejnyEmail: 'E-mail pre verejnosť',
  uradneHodiny: 'Úradné hodiny',
  uradneHodinyHint: 'Napríklad Po – Pi 8:00 – 15:00',
} as const;

/** Up to 3 organisation codes, then '+ N' (spec part 1 §9). */
export function organizacieKody(kody: readonly string[]): string {
  if (kody.length <= 3) return kody.join(', ');
  return `${kody.slice(0, 3).join(', ')} + ${kody.length - 3}`;
}
