import { describe, expect, it } from 'vitest';
import { webDisplayName, webPrefill, webSearchText } from './web-data';

describe("the reporter's injured party from 'Dáta z webu'", () => {
  it('a natural person: name, birth date, contact, consent with its date; searched by name', () => {
    const p = webPrefill({
      poskodeny: {
        typSubjektu: 'FO',
        meno: 'Ján',
        priezvisko: 'Ovčiar',
        datumNarodenia: '1970-04-01',
        ico: '123',
        adresa: { ulica: 'Hlavná', supisneCislo: '12', psc: '97669', obecId: 'o-1', obecName: 'Bacúch', statId: 's-1' },
        email: 'jan.ovciar@example.sk',
        telefonneCislo: '00421 905 123 456',
        gdprSuhlas: true,
        datumSuhlasu: '2026-11-20',
        doplnujuceKontaktneInformacie: 'Volajte po 16:00.',
      },
    });
    expect(p).toMatchObject({
      typSubjektu: 'FO',
      meno: 'Ján',
      priezvisko: 'Ovčiar',
      datumNarodenia: '1970-04-01',
      ico: undefined,
      email: 'jan.ovciar@example.sk',
      telefonneCislo: '00421 905 123 456',
      gdprSuhlas: true,
      datumSuhlasu: '2026-11-20',
      adresa: { ulica: 'Hlavná', supisneCislo: '12', psc: '97669', obecId: 'o-1', obecName: 'Bacúch', statId: 's-1' },
    });
    expect(p && webSearchText(p)).toBe('Ján Ovčiar');
    expect(p && webDisplayName(p)).toBe('Ján Ovčiar');
  });

  it('a business is searched by its IČO; consent belongs to natural persons only', () => {
    const p = webPrefill({ poskodeny: { typSubjektu: 'FO_PODNIKATEL', ico: '31600001', obchodneMeno: 'Včelárstvo', meno: 'X', gdprSuhlas: true, datumSuhlasu: '2026-11-20', adresa: {} } });
    expect(p).toMatchObject({ typSubjektu: 'FO_PODNIKATEL', ico: '31600001', obchodneMeno: 'Včelárstvo', meno: undefined, gdprSuhlas: false, datumSuhlasu: undefined });
    expect(p && webSearchText(p)).toBe('31600001');
    expect(p && webDisplayName(p)).toBe('Včelárstvo (IČO 31600001)');
  });

  it('no subject type, no offer', () => {
    expect(webPrefill({ poskodeny: {} })).toBeNull();
    expect(webPrefill(null)).toBeNull();
  });
});
