import type { AdresaForm } from '@web/components/adresa/adresa-fields';
/**
 * The injured party form of step 2 and its subject-choice rules (spec part 1 §4 'Injured party
 * selection in the wizard'):
 * - non-natural subjects need an existing subject picked from the IČO search or the choice to create a new one;
 * - changing the subject type or the IČO resets that choice and clears the address;
 * - picking a result fills the form; creating a new one keeps the type and the typed IČO and empties the address;
 * - search results are shown only while no subject is chosen.
 */
import type { AdresaView, Subjekt, WebOznamenie } from '@shared/api/web-oznamenie';
import type { TypSubjektu } from '@shared/domain/poskodeny';
import { type DateParts, EMPTY_DATE, isoToParts } from '@web/components/form/date-parts';


export interface PoskodenyForm {
  typSubjektu: TypSubjektu | '';
  datumNarodenia: DateParts;
  titulPredMenom: string;
  meno: string;
  priezvisko: string;
  titulZaMenom: string;
  ico: string;
  obchodneMeno: string;
  nazovPrevadzky: string;
  /** The existing subject picked from the search. */
  subjektId: string;
  /** The choice to create a new subject. */
  novySubjekt: boolean;
  /** Names of the picked subject's address items (shown read-only). */
  adresaNazvy: Pick<AdresaView, 'obecName' | 'okresName' | 'krajName' | 'statName'>;
  adresa: AdresaForm;
}

export type { AdresaForm };

export const EMPTY_ADRESA: AdresaForm = { ulica: '', supisneCislo: '', orientacneCislo: '', psc: '', obecId: '', okresId: '', krajId: '', statId: '' };

export const EMPTY_POSKODENY: PoskodenyForm = {
  typSubjektu: '',
  datumNarodenia: EMPTY_DATE,
  titulPredMenom: '',
  meno: '',
  priezvisko: '',
  titulZaMenom: '',
  ico: '',
  obchodneMeno: '',
  nazovPrevadzky: '',
  subjektId: '',
  novySubjekt: false,
  adresaNazvy: {},
  adresa: EMPTY_ADRESA,
};

const adresaForm = (a: AdresaView | undefined): AdresaForm => ({
  ulica: a?.ulica ?? '',
  supisneCislo: a?.supisneCislo ?? '',
  orientacneCislo: a?.orientacneCislo ?? '',
  psc: a?.psc ?? '',
  obecId: a?.obecId ?? '',
  okresId: a?.okresId ?? '',
  krajId: a?.krajId ?? '',
  statId: a?.statId ?? '',
});

const adresaNazvy = (a: AdresaView | undefined) => ({ obecName: a?.obecName, okresName: a?.okresName, krajName: a?.krajName, statName: a?.statName });

/** The form from the saved draft. */
export function poskodenyFromDraft(u: WebOznamenie['udajeOPoskodenom']): PoskodenyForm {
  if (!u) return EMPTY_POSKODENY;
  return {
    typSubjektu: u.typSubjektu,
    datumNarodenia: isoToParts(u.datumNarodenia),
    titulPredMenom: u.titulPredMenom ?? '',
    meno: u.meno ?? '',
    priezvisko: u.priezvisko ?? '',
    titulZaMenom: u.titulZaMenom ?? '',
    ico: u.ico ?? '',
    obchodneMeno: u.obchodneMeno ?? '',
    nazovPrevadzky: u.nazovPrevadzky ?? '',
    subjektId: u.subjektId ?? '',
    novySubjekt: u.typSubjektu !== 'FO' && !u.subjektId ? (u.novySubjekt ?? true) : false,
    adresaNazvy: adresaNazvy(u.adresa),
    adresa: adresaForm(u.adresa),
  };
}

/** Has a non-natural subject been picked or chosen to be created? */
export const hasSubjectChoice = (f: PoskodenyForm) => Boolean(f.subjektId) || f.novySubjekt;

/** Search results are shown only for a non-natural subject while no subject is chosen. */
export const showSearch = (f: PoskodenyForm) => f.typSubjektu !== '' && f.typSubjektu !== 'FO' && !hasSubjectChoice(f);

type TextField = 'titulPredMenom' | 'meno' | 'priezvisko' | 'titulZaMenom' | 'obchodneMeno' | 'nazovPrevadzky';

export type PoskodenyAction =
  | { type: 'typ'; value: TypSubjektu }
  | { type: 'ico'; value: string }
  | { type: 'pick'; subjekt: Subjekt }
  | { type: 'createNew' }
  | { type: 'resetChoice' }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'datumNarodenia'; value: DateParts }
  | { type: 'adresa'; patch: Partial<AdresaForm> };

const withoutChoice = (f: PoskodenyForm): PoskodenyForm => ({
  ...f,
  subjektId: '',
  novySubjekt: false,
  obchodneMeno: '',
  nazovPrevadzky: '',
  adresaNazvy: {},
  adresa: EMPTY_ADRESA,
});

export function poskodenyReducer(f: PoskodenyForm, a: PoskodenyAction): PoskodenyForm {
  switch (a.type) {
    case 'typ':
      return a.value === f.typSubjektu ? f : { ...withoutChoice(f), typSubjektu: a.value };
    case 'ico':
      return a.value === f.ico ? f : { ...withoutChoice(f), ico: a.value };
    case 'pick':
      return {
        ...f,
        typSubjektu: a.subjekt.typSubjektu,
        ico: a.subjekt.ico,
        obchodneMeno: a.subjekt.obchodneMeno,
        nazovPrevadzky: a.subjekt.nazovPrevadzky ?? '',
        subjektId: a.subjekt.uuid,
        novySubjekt: false,
        adresaNazvy: adresaNazvy(a.subjekt.adresa),
        adresa: adresaForm(a.subjekt.adresa),
      };
    case 'createNew':
      return { ...withoutChoice(f), novySubjekt: true };
    case 'resetChoice':
      return withoutChoice(f);
    case 'text':
      return { ...f, [a.field]: a.value };
    case 'datumNarodenia':
      return { ...f, datumNarodenia: a.value };
    case 'adresa':
      return { ...f, adresa: { ...f.adresa, ...a.patch } };
  }
}
