import { describe, expect, it } from 'vitest';
import { todayIso } from '../format/dates';
import { WIZARD_TEXTS } from '../domain/wizard';
import { kontaktneInformacieBody, photoDisplayName, udajeOPoskodenomBody, udajeOSkodeBody } from './web-oznamenie';
import { photoUploadBody } from './fotografie-upload';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const step1 = { datumVznikuSkody: todayIso(), typSkody: 'VCELY', lokalitaGpsSirka: 48.73, lokalitaGpsDlzka: 19.45, popisSkody: 'Medveď zničil tri úle.' };

describe('wizard step 1', () => {
  it('accepts a complete step', () => {
    expect(udajeOSkodeBody.safeParse(step1).success).toBe(true);
  });
  it('rejects a future damage date, a text over 1000 and a point outside Slovakia', () => {
    const r = udajeOSkodeBody.safeParse({ ...step1, datumVznikuSkody: '2999-01-01', popisSkody: 'x'.repeat(1001), lokalitaGpsSirka: 50.1 });
    expect(fields(r)).toEqual({
      datumVznikuSkody: 'Dátum nemôže byť v budúcnosti.',
      popisSkody: 'Maximálna dĺžka je 1000 znakov.',
      lokalitaGpsSirka: 'Miesto škody musí byť na území Slovenska.',
    });
  });
  it('needs the place: coordinates (both) or a municipality', () => {
    expect(fields(udajeOSkodeBody.safeParse({ ...step1, lokalitaGpsSirka: null, lokalitaGpsDlzka: null }))).toHaveProperty('lokalitaGpsSirka');
    expect(fields(udajeOSkodeBody.safeParse({ ...step1, lokalitaGpsDlzka: null }))).toEqual({ lokalitaGpsDlzka: 'Zadajte zemepisnú šírku aj dĺžku.' });
    expect(udajeOSkodeBody.safeParse({ ...step1, lokalitaGpsSirka: null, lokalitaGpsDlzka: null, obecId: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f' }).success).toBe(true);
  });
});

describe('wizard step 2', () => {
  it('blocks a business without a chosen or new subject with the spec message', () => {
    const r = udajeOPoskodenomBody.safeParse({ typSubjektu: 'PO', ico: '12345678', adresa: {} });
    expect(r.error?.issues.find((i) => i.path.length === 0)?.message).toBe(WIZARD_TEXTS.vyberSubjektu);
  });
  it('rejects an IČO over 8 digits and requires names of a natural person', () => {
    expect(fields(udajeOPoskodenomBody.safeParse({ typSubjektu: 'PO', ico: '123456789', novySubjekt: true, obchodneMeno: 'PD', adresa: { statId: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f' } }))).toEqual({
      ico: 'IČO môže obsahovať najviac 8 číslic.',
    });
    expect(Object.keys(fields(udajeOPoskodenomBody.safeParse({ typSubjektu: 'FO', adresa: {} })))).toEqual(['meno', 'priezvisko', 'adresa.statId']);
  });
});

describe('wizard step 3 and photos', () => {
  it('requires a phone number in a dialable form', () => {
    expect(fields(kontaktneInformacieBody.safeParse({ telefonneCislo: 'zavolajte' }))).toEqual({ telefonneCislo: 'Telefónne číslo zadajte v tvare 00421 9xx xxx xxx.' });
    expect(kontaktneInformacieBody.safeParse({ telefonneCislo: '00421 905 123 456', email: '' }).success).toBe(true);
  });
  it('accepts only jpeg/png up to 15 MB with a matching extension', () => {
    expect(photoUploadBody.safeParse({ filename: 'ul.jpg', contentType: 'image/jpeg', size: 15728640 }).success).toBe(true);
    expect(fields(photoUploadBody.safeParse({ filename: 'ul.jpg', contentType: 'image/jpeg', size: 15728641 }))).toEqual({ size: 'Fotografia môže mať najviac 15 MB.' });
    expect(fields(photoUploadBody.safeParse({ filename: 'ul.gif', contentType: 'image/png', size: 10 }))).toHaveProperty('filename');
    expect(photoUploadBody.safeParse({ filename: 'x.pdf', contentType: 'application/pdf', size: 10 }).success).toBe(false);
  });
  it('shows photo names without the temporary suffix', () => {
    expect(photoDisplayName('úľ pri lese__1a2b3c4d.jpg')).toBe('úľ pri lese.jpg');
  });
});
