import { describe, expect, it } from 'vitest';
import type { VzorecVerziaView } from '@shared/api/vzorce-overenie';
import { cennikMaVzorec, formatParameter, hodnotyPripadu, platnostVerzie, poliaPripadu, predvolenePripadu, stavVerzie, teloPripadu, viditelnePolia, vstupyPripadu, zvolenaVerzia } from './vzorec-view';

const OVCE = {
  kategoria: 'OVCE',
  vstupy: ['secondaryCategory', 'chovnost', 'pocetKrmnychDni', 'dobaPlemenitby', 'reprodukcnyVek', 'hmotnost', 'pocetVRovnakejKategorii'],
};
const verzia = (cislo: number, o: Partial<VzorecVerziaView> = {}): VzorecVerziaView => ({
  cisloVerzie: cislo,
  platnostOd: '2026-01-01',
  platna: false,
  parametre: {},
  datumVytvorenia: '2026-01-01',
  vysledky: [],
  ...o,
});

describe('the version shown', () => {
  const verzie = [verzia(1, { platna: true }), verzia(2)];

  it('is the one in the URL, else the one valid today, else the newest', () => {
    expect(zvolenaVerzia(verzie, 2)?.cisloVerzie).toBe(2);
    expect(zvolenaVerzia(verzie, 9)?.cisloVerzie).toBe(1);
    expect(zvolenaVerzia(verzie)?.cisloVerzie).toBe(1);
    expect(zvolenaVerzia([verzia(1), verzia(2)])?.cisloVerzie).toBe(2);
    expect(zvolenaVerzia([])).toBeUndefined();
  });

  it('reads its state and validity as the office writes them', () => {
    expect(stavVerzie(verzia(1))).toBe('Návrh – neoverená');
    expect(stavVerzie(verzia(1, { overenie: { meno: 'Jana Nováková', datum: '2026-11-27', referencia: 'Príloha č. 3' } }))).toBe(
      'Overená: Jana Nováková, 27.11.2026, Príloha č. 3',
    );
    expect(platnostVerzie({ platnostOd: '2026-01-01', platnostDo: '2026-11-27' })).toBe('01.01.2026 – 27.11.2026');
    expect(platnostVerzie({ platnostOd: '2026-11-28' })).toBe('28.11.2026 –');
  });
});

describe('a parameter', () => {
  it('shows its own decimal places in the Slovak format; the form value has no grouping space', () => {
    expect(formatParameter(7, 0)).toBe('7');
    expect(formatParameter(1, 2)).toBe('1,00');
    expect(formatParameter(0.5714, 4)).toBe('0,5714');
    expect(formatParameter(1250, 2, false)).toBe('1250,00');
  });
});

describe('a worked case', () => {
  const polia = poliaPripadu(OVCE);

  it('offers the inputs of the item form, for the chosen sub-category only', () => {
    expect(polia.map((p) => p.name)).toEqual(OVCE.vstupy);
    expect(viditelnePolia(polia, 'BAHNICA').map((p) => p.name)).toEqual(['secondaryCategory', 'chovnost', 'pocetKrmnychDni', 'reprodukcnyVek', 'hmotnost', 'pocetVRovnakejKategorii']);
    expect(viditelnePolia(polia, 'BARAN').map((p) => p.name)).toContain('dobaPlemenitby');
    expect(viditelnePolia(polia, '').map((p) => p.name)).toEqual(['secondaryCategory', 'chovnost', 'hmotnost', 'pocetVRovnakejKategorii']);
  });

  it('starts from the defaults of a new item, limited to its inputs', () => {
    expect(predvolenePripadu(OVCE, 'BAHNICA')).toEqual({
      secondaryCategory: 'BAHNICA',
      pocetVRovnakejKategorii: '1',
      dobaPlemenitby: 'PLEMENITBA_1',
      reprodukcnyVek: 'VEK_3',
      pocetKrmnychDni: '0',
    });
  });

  it('sends the visible inputs only, trimmed', () => {
    const body = teloPripadu({
      polia,
      nazov: 'Bahnica',
      vstupy: { secondaryCategory: 'BAHNICA', dobaPlemenitby: 'PLEMENITBA_2', reprodukcnyVek: 'VEK_4', hmotnost: ' 0 ' },
      hodnoty: { Hj: ' 2,20 ' },
      ocakavanaSuma: '505,70 ',
    });
    expect(body).toEqual({
      nazov: 'Bahnica',
      atributy: { secondaryCategory: 'BAHNICA', chovnost: '', pocetKrmnychDni: '', reprodukcnyVek: 'VEK_4', hmotnost: '0', pocetVRovnakejKategorii: '' },
      hodnoty: { Hj: '2,20' },
      ocakavanaSuma: '505,70',
    });
  });

  it('shows stored inputs with the labels of their values and row values as symbol = value', () => {
    const atributy = { secondaryCategory: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC', reprodukcnyVek: 'VEK_7_PLUS', hmotnost: '1250.5', pocetKrmnychDni: '' };
    expect(vstupyPripadu(polia, atributy)).toEqual([
      { name: 'secondaryCategory', label: 'Kategória', hodnota: 'bahnica' },
      { name: 'chovnost', label: 'Chovnosť', hodnota: 'chovný jedinec' },
      { name: 'reprodukcnyVek', label: 'Reprodukčný vek (roky)', hodnota: '7+' },
      { name: 'hmotnost', label: 'Hmotnosť (kg)', hodnota: '1\u00a0250,5' },
    ]);
    const symboly = [
      { skratka: 'Hj', vyznam: 'cena', jednotka: 'EUR/kg' },
      { skratka: 'MC', vyznam: 'počet', jednotka: '' },
      { skratka: 'PHJ', vyznam: 'hmotnosť', jednotka: 'kg' },
    ];
    expect(hodnotyPripadu(symboly, { PHJ: 60, Hj: 2.2, MC: 10 }).map((h) => h.text)).toEqual(['Hj = 2,2 EUR/kg', 'MC = 10', 'PHJ = 60 kg']);
  });
});

describe('the link from a price list', () => {
  it('is there for a price list whose category has a formula', () => {
    expect(cennikMaVzorec('OVCE')).toBe(true);
    expect(cennikMaVzorec('POLNE_PLODINY')).toBe(true);
    expect(cennikMaVzorec('NEZNAMY' as never)).toBe(false);
  });
});
