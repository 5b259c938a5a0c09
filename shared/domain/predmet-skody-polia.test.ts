import { describe, expect, it } from 'vitest';
import { kategoriaFromSlug, PREDMET_SKODY_KATEGORIE, predmetSkodyRouteSlug, predmetSkodySlug } from './predmet-skody';
import { jeViditelne, jeZakazane, maSecondaryCategory, poliaKategorie, predvoleneHodnoty } from './predmet-skody-polia';

const pole = (k: Parameters<typeof poliaKategorie>[0], name: string) => {
  const p = poliaKategorie(k).find((x) => x.name === name);
  if (!p) throw new Error(`${k} has no ${name}`);
  return p;
};

describe('damaged-item field table (spec part 2 §5)', () => {
  it('every category starts with the damage type and ends with the count and the manual amount', () => {
    for (const k of PREDMET_SKODY_KATEGORIE) {
      const names = poliaKategorie(k).map((p) => p.name);
      expect(names[0]).toBe('druhSkody');
      expect(names.slice(-2)).toEqual(['pocetVRovnakejKategorii', 'vyskaSkodyInserted']);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('sheep, goats and cattle need their sub-category first; nothing else does', () => {
    expect(PREDMET_SKODY_KATEGORIE.filter(maSecondaryCategory).sort()).toEqual(['HOVADZI_DOBYTOK', 'KOZY', 'OVCE']);
  });

  it('weight is disabled for VTJ, JARKA and KOZICKA only', () => {
    expect(jeZakazane(pole('HOVADZI_DOBYTOK', 'hmotnost'), 'VTJ')).toBe(true);
    expect(jeZakazane(pole('HOVADZI_DOBYTOK', 'hmotnost'), 'KRAVA')).toBe(false);
    expect(jeZakazane(pole('OVCE', 'hmotnost'), 'JARKA')).toBe(true);
    expect(jeZakazane(pole('OVCE', 'hmotnost'), 'BAHNICA')).toBe(false);
    expect(jeZakazane(pole('KOZY', 'hmotnost'), 'KOZICKA')).toBe(true);
  });

  it('visibility follows the sub-category: ram and bull purchase price, breeding period; cow feed days, age, herd book', () => {
    expect(jeViditelne(pole('OVCE', 'nakupnaCena'), 'BARAN')).toBe(true);
    expect(jeViditelne(pole('OVCE', 'nakupnaCena'), 'BAHNICA')).toBe(false);
    expect(jeViditelne(pole('OVCE', 'reprodukcnyVek'), 'BAHNICA')).toBe(true);
    expect(jeViditelne(pole('HOVADZI_DOBYTOK', 'dobaPlemenitby'), 'BYK')).toBe(true);
    expect(jeViditelne(pole('HOVADZI_DOBYTOK', 'reprodukcnyVek'), 'KRAVA')).toBe(true);
    expect(jeViditelne(pole('HOVADZI_DOBYTOK', 'reprodukcnyVek'), 'TELA')).toBe(false);
    for (const s of ['CHJP', 'VTJ', 'KRAVA']) expect(jeViditelne(pole('HOVADZI_DOBYTOK', 'zapisanaVPlemennychKnihach'), s)).toBe(true);
    expect(jeViditelne(pole('HOVADZI_DOBYTOK', 'zapisanaVPlemennychKnihach'), 'BYK')).toBe(false);
  });

  it('defaults of a new item: count 1, a cow 150 feed days, other sub-categories 0, ages and breeding periods per species', () => {
    expect(predvoleneHodnoty('HOVADZI_DOBYTOK', 'KRAVA')).toMatchObject({ pocetVRovnakejKategorii: '1', pocetKrmnychDni: '150', reprodukcnyVek: 'VEK_1', dobaPlemenitby: 'PLEMENITBA_1' });
    expect(predvoleneHodnoty('HOVADZI_DOBYTOK', 'BYK').pocetKrmnychDni).toBe('0');
    expect(predvoleneHodnoty('OVCE', 'BAHNICA')).toMatchObject({ reprodukcnyVek: 'VEK_3', dobaPlemenitby: 'PLEMENITBA_1', vyradenieZEvidencie: 'false' });
    expect(predvoleneHodnoty('VCELSTVA')).toMatchObject({ pocetVRovnakejKategorii: '1', typ: 'VCELSTVO', odchytene: 'false' });
  });

  it('route slugs: categories and sub-kinds map to their kind, unknown ones to nothing', () => {
    for (const k of PREDMET_SKODY_KATEGORIE) expect(kategoriaFromSlug(predmetSkodySlug(k))).toBe(k);
    expect(kategoriaFromSlug('krava')).toBe('HOVADZI_DOBYTOK');
    expect(kategoriaFromSlug('kozicka')).toBe('KOZY');
    expect(kategoriaFromSlug('bahnica')).toBe('OVCE');
    expect(kategoriaFromSlug('jednorozec')).toBeUndefined();
    expect(kategoriaFromSlug('constructor')).toBeUndefined();
    expect(predmetSkodyRouteSlug('OVCE', 'BAHNICA')).toBe('bahnica');
    expect(predmetSkodyRouteSlug('VCELSTVA')).toBe('vcelstva');
  });
});
