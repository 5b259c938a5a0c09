import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { BEZ_CENNIKA, VZOREC_NAVRH } from '@shared/domain/vzorce';
import { VypocetPanel } from './vypocet-panel';

type Vypocet = PredmetSkodyDetail['vypocet'];
const base: Vypocet = {
  vypocitane: true,
  vysledok: 505.7,
  symboly: [],
  vstupy: [],
  kroky: [],
  vzorec: { cisloVerzie: 2, platnostOd: '2026-11-28' },
  parametre: [
    { name: 'reprodukcnyVekVrch', label: 'Roky do úplného odpisu', jednotka: 'roky', hodnota: 7 },
    { name: 'podiel', label: 'Podiel', jednotka: '', hodnota: 0.5714 },
  ],
};
const text = (v: Vypocet) => renderToStaticMarkup(<VypocetPanel vypocet={v} />).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the breakdown box', () => {
  it('names the formula version and the parameters used, and the proposal notice while the version is not signed off', () => {
    const t = text({ ...base, navrh: VZOREC_NAVRH });
    expect(t).toContain('Verzia vzorca 2 (platná od 28.11.2026)');
    expect(t).toContain('Roky do úplného odpisu 7 roky');
    expect(t).toContain('Podiel 0,5714');
    expect(t).toContain(VZOREC_NAVRH);
    expect(t).not.toContain('Vzorec overený');
  });

  it('names who verified the version instead of the notice once it is signed off', () => {
    const t = text({ ...base, overenie: { meno: 'Jana Nováková', datum: '2026-11-27', referencia: 'Príloha č. 3' } });
    expect(t).toContain('Vzorec overený: Overil(a) Jana Nováková dňa 27.11.2026, Príloha č. 3');
    expect(t).not.toContain(VZOREC_NAVRH);
  });

  it('says the proposal values were used without a stored version, and nothing of a formula for a manual category', () => {
    expect(text({ ...base, vzorec: undefined, parametre: [], navrh: VZOREC_NAVRH })).toContain('Vzorec: hodnoty návrhu (bez uloženej verzie)');
    const manual = text({ ...base, vypocitane: false, vysledok: 0, dovod: BEZ_CENNIKA, vzorec: undefined, parametre: undefined, navrh: VZOREC_NAVRH });
    expect(manual).not.toContain('Verzia vzorca');
    expect(manual).not.toContain('bez uloženej verzie');
  });
});
