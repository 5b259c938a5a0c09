/**
 * The attribute list of a damaged item checked against the one field table (spec part 2 §5 'Damaged
 * items'): wire normalisation, defaults, fields hidden or disabled for the sub-category, the
 * sub-category rules, limits with Slovak messages. The server and the form run the same function.
 */
import { describe, expect, it } from 'vitest';
import { overitAtributy, PREDMET_SKODY_MSG, predmetSkodyCreateBody, secondaryZoSlugu } from './predmet-skody';

const a = (o: Record<string, string>) => Object.entries(o).map(([name, value]) => ({ name, value }));
const UUID = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';

describe('overitAtributy', () => {
  it('normalises numbers and booleans, applies the defaults of a new item and lists the code-list values to check', () => {
    const r = overitAtributy('HOVADZI_DOBYTOK', a({ druhSkody: UUID.toUpperCase(), hmotnost: '512,5', pocetVRovnakejKategorii: '', vyskaSkodyInserted: '0010.10' }), 'KRAVA');
    expect(r.fieldErrors).toEqual([]);
    expect(r.hodnoty).toEqual({
      druhSkody: UUID,
      secondaryCategory: 'KRAVA',
      reprodukcnyVek: 'VEK_1',
      zapisanaVPlemennychKnihach: 'false',
      hmotnost: '512.5',
      vyradenieZEvidencie: 'false',
      pocetVRovnakejKategorii: '1',
      vyskaSkodyInserted: '10.1',
    });
    expect(r.ciselniky).toEqual([{ name: 'druhSkody', typ: 'DRUH_SKODY', uuid: UUID }]);
  });

  it('drops values of fields hidden or disabled for the sub-category (a young ewe has no weight, a lamb no feed days)', () => {
    expect(overitAtributy('OVCE', a({ hmotnost: '40', pocetKrmnychDni: '10', nakupnaCena: '100' }), 'JARKA').hodnoty).toMatchObject({ pocetKrmnychDni: '10' });
    const jarka = overitAtributy('OVCE', a({ hmotnost: '40', nakupnaCena: '100' }), 'JARKA').hodnoty;
    expect(jarka.hmotnost).toBeUndefined();
    expect(jarka.nakupnaCena).toBeUndefined();
    expect(overitAtributy('OVCE', a({ pocetKrmnychDni: '10' }), 'JAHNA').hodnoty.pocetKrmnychDni).toBeUndefined();
    expect(overitAtributy('OVCE', a({ nakupnaCena: '100' }), 'BARAN').hodnoty).toMatchObject({ nakupnaCena: '100', dobaPlemenitby: 'PLEMENITBA_1' });
  });

  it('requires the sub-category of sheep, goats and cattle and keeps it to the path', () => {
    expect(overitAtributy('KOZY', a({})).fieldErrors).toEqual([{ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.kategoriaPovinna }]);
    expect(overitAtributy('KOZY', a({ secondaryCategory: 'KOZA' })).hodnoty.secondaryCategory).toBe('KOZA');
    expect(overitAtributy('KOZY', a({ secondaryCategory: 'BARAN' })).fieldErrors[0]).toEqual({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.hodnota });
    expect(overitAtributy('KOZY', a({ secondaryCategory: 'CAP' }), 'KOZA').fieldErrors[0]).toEqual({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.kategoriaNezodpoveda });
    expect(overitAtributy('POLNE_PLODINY', a({ secondaryCategory: 'KOZA' })).fieldErrors[0]).toEqual({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.neznamyUdaj });
    expect([secondaryZoSlugu('chjp'), secondaryZoSlugu('hovadzi-dobytok')]).toEqual(['CHJP', undefined]);
  });

  it('answers a Slovak error per bad field', () => {
    const r = overitAtributy(
      'VCELARSKE_ZARIADENIA',
      a({ typ: 'x', nakupnaCena: '10000', dobaPouzivania: '2.5', pocetVRovnakejKategorii: '-1', vyskaSkodyInserted: '1e3' }),
    );
    expect(r.fieldErrors).toEqual([
      { fieldName: 'typ', message: 'Neplatný identifikátor.' },
      { fieldName: 'nakupnaCena', message: PREDMET_SKODY_MSG.cislo(9999.99) },
      { fieldName: 'dobaPouzivania', message: PREDMET_SKODY_MSG.celeCislo(9999) },
      { fieldName: 'pocetVRovnakejKategorii', message: PREDMET_SKODY_MSG.celeCislo(9999) },
      { fieldName: 'vyskaSkodyInserted', message: PREDMET_SKODY_MSG.cislo(999999.99) },
    ]);
    expect(PREDMET_SKODY_MSG.cislo(9999.99)).toBe('Zadajte číslo od 0 do 9999,99 s najviac dvoma desatinnými miestami.');
    expect(overitAtributy('VCELSTVA', a({ odchytene: 'ano', typ: 'VOSY' })).fieldErrors).toEqual([
      { fieldName: 'typ', message: PREDMET_SKODY_MSG.hodnota },
      { fieldName: 'odchytene', message: PREDMET_SKODY_MSG.bool },
    ]);
    expect(overitAtributy('INY_MAJETOK', a({ popisPredmetuSkody: 'x', druhSkody: '' })).fieldErrors).toEqual([]);
    expect(overitAtributy('INY_MAJETOK', a({ popisPredmetuSkody: 'x', a: '1' })).fieldErrors).toEqual([{ fieldName: 'a', message: PREDMET_SKODY_MSG.neznamyUdaj }]);
    expect(overitAtributy('INY_MAJETOK', a({ popisPredmetuSkody: 'x' }).concat(a({ popisPredmetuSkody: 'y' }))).fieldErrors).toEqual([
      { fieldName: 'popisPredmetuSkody', message: PREDMET_SKODY_MSG.duplicitnyUdaj },
    ]);
  });

  it('parses the place: GPS strings (decimal comma too), empty ids dropped, a bad GPS named', () => {
    const ok = predmetSkodyCreateBody.parse({ atributy: [], miestoSkody: { katastralneUzemie: '', lokalitaGpsSirka: '48,5', lokalitaGpsDlzka: 19.25, obec: null } });
    expect(ok.miestoSkody).toEqual({ lokalitaGpsSirka: '48.5', lokalitaGpsDlzka: '19.25' });
    const bad = predmetSkodyCreateBody.safeParse({ atributy: [], miestoSkody: { lokalitaGpsSirka: '91', lokalitaGpsDlzka: 'x' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['miestoSkody.lokalitaGpsSirka', PREDMET_SKODY_MSG.gpsSirka],
      ['miestoSkody.lokalitaGpsDlzka', PREDMET_SKODY_MSG.gpsDlzka],
    ]);
  });
});
