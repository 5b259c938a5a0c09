import { describe, expect, it } from 'vitest';
import type { Subjekt } from '@shared/api/web-oznamenie';
import { EMPTY_ADRESA, EMPTY_POSKODENY, hasSubjectChoice, type PoskodenyForm, poskodenyReducer, showSearch } from './subject-choice';

const SUBJEKT: Subjekt = {
  uuid: '1dfa0248-e1b4-40a2-9d6f-97d1e91cb1b3',
  typSubjektu: 'PO',
  ico: '31600001',
  obchodneMeno: 'Poľnohospodárske družstvo Pohorelá',
  nazovPrevadzky: 'Farma Zlatno',
  adresa: { supisneCislo: '412', psc: '976 69', obecId: 'o1', obecName: 'Pohorelá', okresId: 'k1', statId: 's1', statName: 'Slovenská republika' },
};
const typed = (patch: Partial<PoskodenyForm> = {}): PoskodenyForm => ({ ...EMPTY_POSKODENY, typSubjektu: 'PO', ico: '316', ...patch });

describe('subject choice in step 2', () => {
  it('shows search results only while no subject is chosen', () => {
    expect(showSearch(typed())).toBe(true);
    expect(showSearch(poskodenyReducer(typed(), { type: 'pick', subjekt: SUBJEKT }))).toBe(false);
    expect(showSearch(poskodenyReducer(typed(), { type: 'createNew' }))).toBe(false);
    expect(showSearch({ ...typed(), typSubjektu: 'FO' })).toBe(false);
  });

  it('picking a result fills the form and sets the subject', () => {
    const f = poskodenyReducer(typed(), { type: 'pick', subjekt: SUBJEKT });
    expect(f).toMatchObject({ subjektId: SUBJEKT.uuid, novySubjekt: false, ico: '31600001', obchodneMeno: SUBJEKT.obchodneMeno, nazovPrevadzky: 'Farma Zlatno' });
    expect(f.adresa).toMatchObject({ supisneCislo: '412', psc: '976 69', obecId: 'o1', statId: 's1' });
    expect(f.adresaNazvy.obecName).toBe('Pohorelá');
  });

  it('creating a new subject keeps the type and the typed IČO and empties the address', () => {
    const start = typed({ typSubjektu: 'FO_PODNIKATEL', ico: '9999', adresa: { ...EMPTY_ADRESA, ulica: 'Hlavná', psc: '97101' } });
    const f = poskodenyReducer(start, { type: 'createNew' });
    expect(f).toMatchObject({ typSubjektu: 'FO_PODNIKATEL', ico: '9999', novySubjekt: true, subjektId: '' });
    expect(f.adresa).toEqual(EMPTY_ADRESA);
  });

  it('changing the subject type resets the choice and clears the address', () => {
    const picked = poskodenyReducer(typed(), { type: 'pick', subjekt: SUBJEKT });
    const f = poskodenyReducer(picked, { type: 'typ', value: 'FO_PODNIKATEL' });
    expect(hasSubjectChoice(f)).toBe(false);
    expect(f).toMatchObject({ typSubjektu: 'FO_PODNIKATEL', subjektId: '', obchodneMeno: '', nazovPrevadzky: '' });
    expect(f.adresa).toEqual(EMPTY_ADRESA);
  });

  it('changing the IČO resets the choice and clears the address; the same value changes nothing', () => {
    const created = poskodenyReducer({ ...typed(), adresa: { ...EMPTY_ADRESA, ulica: 'Hlavná' } }, { type: 'createNew' });
    const withAddress = poskodenyReducer(created, { type: 'adresa', patch: { ulica: 'Nová' } });
    expect(poskodenyReducer(withAddress, { type: 'ico', value: withAddress.ico })).toBe(withAddress);
    const f = poskodenyReducer(withAddress, { type: 'ico', value: '3160' });
    expect(f).toMatchObject({ ico: '3160', novySubjekt: false, subjektId: '' });
    expect(f.adresa).toEqual(EMPTY_ADRESA);
  });
});
