import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_SCREEN_TEXTS } from '../texts';
import { inPageOrder } from './error-summary';
import { firstPerField } from './form/field-errors';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('error summary', () => {
  it('lists errors in the order of their fields on the page, general errors first', () => {
    document.body.innerHTML = '<select id="typSkody"></select><input id="lokalitaGpsSirka"><textarea id="popisSkody"></textarea>';
    const items = inPageOrder([
      { text: 'Vyznačte miesto škody…', href: '#lokalitaGpsSirka' },
      { text: 'Opíšte škodu.', href: '#popisSkody' },
      { text: 'Vyberte druh škody.', href: '#typSkody' },
      { text: 'Všeobecná chyba' },
      { text: 'Pole mimo stránky', href: '#nie-je' },
    ]);
    expect(items.map((i) => i.text)).toEqual(['Všeobecná chyba', 'Vyberte druh škody.', 'Vyznačte miesto škody…', 'Opíšte škodu.', 'Pole mimo stránky']);
  });

  it('keeps one message per field (an empty phone number is not also in the wrong format)', () => {
    expect(
      firstPerField([
        { fieldName: 'telefonneCislo', message: 'Zadajte telefónne číslo.' },
        { fieldName: 'telefonneCislo', message: 'Telefónne číslo zadajte v tvare 00421 9xx xxx xxx.' },
        { fieldName: 'email', message: 'Zadajte e-mail.' },
      ]),
    ).toEqual([
      { fieldName: 'telefonneCislo', message: 'Zadajte telefónne číslo.' },
      { fieldName: 'email', message: 'Zadajte e-mail.' },
    ]);
  });

  it('counts characters in Slovak: 1 znak, 2–4 znaky, 5 and 0 znakov', () => {
    expect(WIZARD_SCREEN_TEXTS.charsLeft(1)).toBe('Zostáva 1 znak');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(3)).toBe('Zostávajú 3 znaky');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(5)).toBe('Zostáva 5 znakov');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(0)).toBe('Zostáva 0 znakov');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(-1)).toBe('Prekročili ste limit o 1 znak');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(-3)).toBe('Prekročili ste limit o 3 znaky');
    expect(WIZARD_SCREEN_TEXTS.charsLeft(-5)).toBe('Prekročili ste limit o 5 znakov');
  });
});
