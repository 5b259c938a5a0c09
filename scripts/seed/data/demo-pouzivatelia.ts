/**
 * Demo accounts for the LOCAL mode only (embedded identity provider + seeded user
 * records). The password ('demo') is handled by the identity provider, not here.
 * Never seed these into a deployed environment.
 *
 * Pure data module: no Node or DOM specifics.
 */
import { OPRAVNENIA, type Opravnenie } from '@shared/domain/opravnenia';
import { KOD_RIADITELSTVO } from './organizacie';

export interface DemoPouzivatel {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
  opravnenia: Opravnenie[];
  /** Codes from scripts/seed/data/organizacie.ts. */
  organizacieKody: string[];
  titulPredMenom?: string;
  titulZaMenom?: string;
  funkcia?: string;
}

/** An account known only to the identity provider (no user record in the product). */
export interface IdpOnlyAccount {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.sopsr.sk';
const email = (login: string) => `${login}@${DEMO_EMAIL_DOMAIN}`;

export const DEMO_POUZIVATELIA: readonly DemoPouzivatel[] = [
  {
    login: 'spravca',
    meno: 'Peter',
    priezvisko: 'Kováč',
    email: email('spravca'),
    opravnenia: [...OPRAVNENIA],
    organizacieKody: [KOD_RIADITELSTVO, 'NAPANT'],
    titulPredMenom: 'Ing.',
    funkcia: 'Správca systému',
  },
  {
    login: 'oznamenia',
    meno: 'Jana',
    priezvisko: 'Horváthová',
    email: email('oznamenia'),
    opravnenia: ['EVIDENCIA_OZNAMENI'],
    organizacieKody: ['NAPANT'],
    titulPredMenom: 'Mgr.',
    funkcia: 'Referentka pre evidenciu oznámení',
  },
  {
    login: 'skody',
    meno: 'Martin',
    priezvisko: 'Baláž',
    email: email('skody'),
    opravnenia: ['EVIDENCIA_SKOD'],
    organizacieKody: ['TANAP', 'NP-VF'],
    titulPredMenom: 'Ing.',
    funkcia: 'Odborný zamestnanec pre škody spôsobené živočíchmi',
  },
  {
    login: 'analytik',
    meno: 'Zuzana',
    priezvisko: 'Némethová',
    email: email('analytik'),
    opravnenia: ['VYHODNOCOVANIE_UDAJOV', 'VYHODNOCOVANIE_HISTORICKYCH_UDAJOV'],
    organizacieKody: [KOD_RIADITELSTVO],
    titulPredMenom: 'RNDr.',
    titulZaMenom: 'PhD.',
    funkcia: 'Analytička',
  },
  {
    login: 'cenniky',
    meno: 'Lucia',
    priezvisko: 'Vargová',
    email: email('cenniky'),
    opravnenia: ['SPRAVA_CENNIKOV', 'SPRAVA_CISELNIKOV'],
    organizacieKody: [KOD_RIADITELSTVO],
    titulPredMenom: 'Ing.',
    funkcia: 'Referentka pre cenníky a číselníky',
  },
  {
    login: 'bezprav',
    meno: 'Tomáš',
    priezvisko: 'Šimko',
    email: email('bezprav'),
    opravnenia: [],
    organizacieKody: [],
  },
];

/** Accounts that exist only at the identity provider – they get the "unsynchronised account" page. */
export const IDP_ONLY_ACCOUNTS: readonly IdpOnlyAccount[] = [
  { login: 'nesync', meno: 'Eva', priezvisko: 'Lukáčová', email: email('nesync') },
];
