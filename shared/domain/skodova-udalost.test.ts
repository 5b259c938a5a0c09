import { describe, expect, it } from 'vitest';
import { chybajuceNaUkoncenieSetrenia, zamknutePoPrechode } from './skodova-udalost';

describe('zamknutePoPrechode', () => {
  it("'Ukončiť šetrenie' locks every field but spisovaZnackaOu, the measures and the statement", () => {
    const { polia, akcie } = zamknutePoPrechode('ukoncitSetrenie');
    expect(polia).not.toContain('spisovaZnackaOu');
    expect(polia).not.toContain('datumOznamenia'); // already locked in V_SETRENI
    expect(polia).toEqual(expect.arrayContaining(['datumACasVznikuSkody', 'typSkody', 'datumACasSetrenia', 'komisia']));
    expect(akcie).toEqual(['opatrenia', 'stanovisko']);
  });

  it("'Začať šetrenie' locks the date of the notification and discarding", () => {
    expect(zamknutePoPrechode('zacatSetrenie')).toEqual({ polia: ['datumOznamenia'], akcie: ['zahodit'] });
  });

  it("'Rozhodnutie vydané' locks the last field and the damaged items", () => {
    const { polia, akcie } = zamknutePoPrechode('rozhodnuta');
    expect(polia).toEqual(['spisovaZnackaOu']);
    expect(akcie).toEqual(['predmetySkody', 'fotografie']);
  });
});

describe('chybajuceNaUkoncenieSetrenia', () => {
  it('lists the injured party, the items, the inspection date and every empty field of the statement of an empty event', () => {
    expect(chybajuceNaUkoncenieSetrenia({ hasPoskodeny: false, pocetPredmetovSkody: 0 }, {})).toEqual([
      { cast: 'poskodeny' },
      { cast: 'predmetySkody' },
      { cast: 'datumACasSetrenia' },
      { cast: 'zaverecneStanovisko', polia: ['navrhNaUhraduSkody', 'povodcaSkody', 'zhodnotenieOpatreni', 'zdovodnenie'] },
    ]);
  });

  it('lists nothing for a complete investigation', () => {
    const ref = { uuid: 'u', label: 'x' };
    expect(
      chybajuceNaUkoncenieSetrenia(
        { hasPoskodeny: true, pocetPredmetovSkody: 2, datumACasSetrenia: '2026-05-01T10:00' },
        { navrhNaUhraduSkody: ref, povodcaSkody: ref, zhodnotenieOpatreni: ref, zdovodnenie: 'Škodu spôsobil medveď.' },
      ),
    ).toEqual([]);
  });
});
