import { describe, expect, it } from 'vitest';
import type { CiselnikHodnota } from '@shared/api/ciselniky-public';
import { applyStep, devicePhotoName, emptyView, type LocalLists } from './local-view';

const item = (type: string, uuid: string, label: string, nadradenaPolozkaUuid?: string): CiselnikHodnota => ({ type, uuid, label, aktivna: true, nadradenaPolozkaUuid });
const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LISTS: LocalLists = {
  KRAJ: [item('KRAJ', U(1), 'Banskobystrický kraj')],
  OKRES: [item('OKRES', U(2), 'Brezno', U(1))],
  OBEC: [item('OBEC', U(3), 'Čierny Balog', U(2))],
  STAT: [item('STAT', U(4), 'Slovenská republika')],
  pracoviska: [{ uuid: U(5), nazov: 'Správa NP Muránska planina' }],
};

describe('the view of a step saved on the device', () => {
  it('names the municipality, the workplace and the photos as the server would, and trims the texts', () => {
    const view = applyStep(
      emptyView('2026-11-27'),
      'UDAJE_O_SKODE',
      { datumVznikuSkody: '2026-11-26', typSkody: 'VCELY', obecId: U(3), popisSkody: '  Zničené 3 úle.  ', popisLokality: '', uzemnePrislusnePracoviskoId: U(5), fotografie: [devicePhotoName('f1')] },
      LISTS,
      new Map([[devicePhotoName('f1'), 'ul.jpg']]),
      '2026-11-27',
    );
    expect(view.krok).toBe('UDAJE_O_SKODE');
    expect(view.udajeOSkode).toMatchObject({
      datumOznamenia: '2026-11-27',
      obecName: 'Čierny Balog',
      uzemnePrislusnePracoviskoNazov: 'Správa NP Muránska planina',
      popisSkody: 'Zničené 3 úle.',
      popisLokality: undefined,
      fotografie: [{ filename: 'zariadenie:f1', nazov: 'ul.jpg' }],
    });
  });

  it('derives district and region of the address from the municipality', () => {
    const view = applyStep(
      { ...emptyView(), krok: 'UDAJE_O_SKODE' },
      'UDAJE_O_POSKODENOM',
      { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Hraško', ico: '12345678', adresa: { obecId: U(3), statId: U(4) } },
      LISTS,
      new Map(),
    );
    expect(view.krok).toBe('UDAJE_O_POSKODENOM');
    // a natural person has no IČO, whatever the form still held
    expect(view.udajeOPoskodenom).toMatchObject({ typSubjektu: 'FO', meno: 'Ján', ico: undefined });
    expect(view.udajeOPoskodenom?.adresa).toMatchObject({ obecName: 'Čierny Balog', okresName: 'Brezno', krajName: 'Banskobystrický kraj', statName: 'Slovenská republika' });
  });

  it('asks for the consent again when the kind of party changes, as the server does', () => {
    const before = {
      ...emptyView(),
      krok: 'KONTAKTNE_INFORMACIE' as const,
      udajeOPoskodenom: { typSubjektu: 'FO' as const, meno: 'Ján', priezvisko: 'Hraško', adresa: {} },
      kontaktneInformacie: { telefonneCislo: '00421 905 123 456', gdprSuhlas: true },
    };
    const view = applyStep(before, 'UDAJE_O_POSKODENOM', { typSubjektu: 'PO', ico: '12345678', obchodneMeno: 'Salaš s.r.o.', novySubjekt: true, adresa: { statId: U(4) } }, LISTS, new Map());
    expect(view.krok).toBe('UDAJE_O_POSKODENOM');
    expect(view.kontaktneInformacie?.gdprSuhlas).toBe(false);
    expect(view.udajeOPoskodenom).toMatchObject({ typSubjektu: 'PO', novySubjekt: true, obchodneMeno: 'Salaš s.r.o.' });
  });
});
