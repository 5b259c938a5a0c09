import { describe, expect, it } from 'vitest';
import { OPRAVNENIA, type Opravnenie } from '@shared/domain/opravnenia';
import { AREA_RIGHTS } from './area-rights';
import { isInSection, staffNavigation } from './staff-nav';

const user = (...opravnenia: Opravnenie[]) => ({ opravnenia });
const nav = (u: { opravnenia: readonly string[] } | null) =>
  staffNavigation(u).map((i) => [i.label, i.to] as const);

describe('staffNavigation (spec part 1 §2, part 2 §6) for the demo accounts', () => {
  it('spravca (every right) sees all six items', () => {
    expect(nav(user(...OPRAVNENIA))).toEqual([
      ['Oznámenia', '/is/oznamenia'],
      ['Škodové udalosti', '/is/skodove-udalosti'],
      ['Cenníky a číselníky', '/is/cenniky'],
      ['Štatistiky', '/is/statistiky'],
      ['Nastavenia', '/is/pouzivatelia'],
      ['Osobné údaje', '/is/osobne-udaje'],
    ]);
  });

  it('a data-protection officer (OSOBNE_UDAJE) sees only Osobné údaje', () => {
    expect(nav(user('OSOBNE_UDAJE'))).toEqual([['Osobné údaje', '/is/osobne-udaje']]);
  });

  it('oznamenia (EVIDENCIA_OZNAMENI) sees Oznámenia and price lists', () => {
    expect(nav(user('EVIDENCIA_OZNAMENI'))).toEqual([
      ['Oznámenia', '/is/oznamenia'],
      ['Cenníky a číselníky', '/is/cenniky'],
    ]);
  });

  it('skody (EVIDENCIA_SKOD) sees Oznámenia, Škodové udalosti and price lists', () => {
    expect(nav(user('EVIDENCIA_SKOD'))).toEqual([
      ['Oznámenia', '/is/oznamenia'],
      ['Škodové udalosti', '/is/skodove-udalosti'],
      ['Cenníky a číselníky', '/is/cenniky'],
    ]);
  });

  it('analytik (both evaluation rights) sees only Štatistiky leading to the statistics table', () => {
    expect(nav(user('VYHODNOCOVANIE_UDAJOV', 'VYHODNOCOVANIE_HISTORICKYCH_UDAJOV'))).toEqual([
      ['Štatistiky', '/is/statistiky'],
    ]);
  });

  it('cenniky (SPRAVA_CENNIKOV + SPRAVA_CISELNIKOV) sees Cenníky a číselníky leading to price lists', () => {
    expect(nav(user('SPRAVA_CENNIKOV', 'SPRAVA_CISELNIKOV'))).toEqual([['Cenníky a číselníky', '/is/cenniky']]);
  });

  it('bezprav (no rights) sees no item', () => {
    expect(nav(user())).toEqual([]);
    expect(nav(null)).toEqual([]);
  });

  it('leads to code lists with SPRAVA_CISELNIKOV alone', () => {
    expect(nav(user('SPRAVA_CISELNIKOV'))).toEqual([['Cenníky a číselníky', '/is/ciselniky']]);
  });

  it('leads Štatistiky to historical data with VYHODNOCOVANIE_HISTORICKYCH_UDAJOV alone', () => {
    expect(nav(user('VYHODNOCOVANIE_HISTORICKYCH_UDAJOV'))).toEqual([
      ['Štatistiky', '/is/statistiky/historicke-udaje'],
    ]);
  });

  it('the heatmap tab needs VYHODNOCOVANIE_UDAJOV like the table and sits in the Štatistiky section', () => {
    expect(AREA_RIGHTS['/is/statistiky/heatmapa']).toEqual(['VYHODNOCOVANIE_UDAJOV']);
    const [statistiky] = staffNavigation(user('VYHODNOCOVANIE_UDAJOV'));
    expect(isInSection('/is/statistiky/heatmapa', statistiky)).toBe(true);
  });
});
