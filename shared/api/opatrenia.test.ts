import { describe, expect, it } from 'vitest';
import { konanieEditovatelnePolia, konanieUpdateBody, opisKonania } from './konanie';
import { OPATRENIE_BODY, OPATRENIE_DRUHY, OPATRENIE_POLIA, OPATRENIA_CISELNIK_TYPY, opisOpatrenia, pastierSchema, straznyPesSchema } from './opatrenia';

describe('the description of the four kinds of measure', () => {
  it('names exactly the fields of each POST body (spec part 2 §3), so form, server checks and PDF agree', () => {
    for (const druh of OPATRENIE_DRUHY) {
      const body = OPATRENIE_BODY[druh] as unknown as { shape: Record<string, unknown> };
      expect(OPATRENIE_POLIA[druh].map((p) => p.name).sort(), druh).toEqual(Object.keys(body.shape).sort());
    }
    expect(OPATRENIA_CISELNIK_TYPY).toHaveLength(13);
  });

  it('describes a measure in the spec order with code-list labels, Áno/Nie and empty values', () => {
    const pes = straznyPesSchema.parse({ uuid: 'x', rasa: 'čuvač', pocetPsov: 2, vek: { uuid: 'v', label: '1 – 2 roky', type: 'STRAZNY_PES_VEK' } });
    expect(opisOpatrenia('straznePsy', pes)).toEqual([
      { label: 'Rasa', value: 'čuvač' },
      { label: 'Vek', value: '1 – 2 roky' },
      { label: 'Držanie', value: '' },
      { label: 'Vzdialenosť od stáda', value: '' },
      { label: 'Počet psov', value: '2' },
      { label: 'Správanie', value: '' },
      { label: 'Následky', value: '' },
    ]);
    expect(opisOpatrenia('ochranneTechnickeZariadenia', { uuid: 'y', trvaleOplotenie: true } as never).at(-1)).toEqual({ label: 'Trvalé oplotenie', value: 'Áno' });
    expect(opisOpatrenia('pastieri', pastierSchema.parse({ uuid: 'z', meno: 'Ján' }))[0]).toEqual({ label: 'Meno', value: 'Ján' });
  });

  it('accepts an empty select or count from the form as "not given"', () => {
    expect(OPATRENIE_BODY.straznePsy.parse({ rasa: 'husky', vek: '', pocetPsov: null })).toEqual({ rasa: 'husky' });
    expect(OPATRENIE_BODY.straznePsy.safeParse({ rasa: '', vek: '' }).success).toBe(false);
  });
});

describe('proceedings', () => {
  it('lets each state edit only its fields (spec part 2 §4)', () => {
    expect(konanieEditovatelnePolia('ROZPRACOVANA')).toEqual([]);
    expect(konanieEditovatelnePolia('V_SETRENI')).toEqual([]);
    expect(konanieEditovatelnePolia('VYSETRENA')).toEqual(['datumPrijatiaZiadosti']);
    expect(konanieEditovatelnePolia('PRIJATA_ZIADOST')).toEqual(['cisloRozhodnutia', 'datumVydaniaRozhodnutia', 'sumaPriznanaVRozhodnuti']);
    expect(konanieEditovatelnePolia('ROZHODNUTA')).toEqual(['cisloRozhodnutia', 'datumVydaniaRozhodnutia', 'sumaPriznanaVRozhodnuti']);
  });

  it('takes amounts 0–999999.99 in whole cents', () => {
    for (const ok of [0, 0.01, 1234.5, 999999.99]) expect(konanieUpdateBody.safeParse({ sumaPriznanaVRozhodnuti: ok, version: 1 }).success, String(ok)).toBe(true);
    for (const bad of [-0.01, 1000000, 1.005, Number.NaN]) expect(konanieUpdateBody.safeParse({ sumaPriznanaVRozhodnuti: bad, version: 1 }).success, String(bad)).toBe(false);
  });

  it('describes the proceedings with Slovak dates and the amount in EUR', () => {
    expect(opisKonania({})).toEqual([
      { label: 'Dátum prijatia žiadosti', value: '' },
      { label: 'Číslo rozhodnutia', value: '' },
      { label: 'Dátum vydania rozhodnutia', value: '' },
      { label: 'Suma priznaná v rozhodnutí', value: '' },
    ]);
    expect(opisKonania({ datumVydaniaRozhodnutia: '2026-01-05', sumaPriznanaVRozhodnuti: 0 }).slice(2)).toEqual([
      { label: 'Dátum vydania rozhodnutia', value: '05.01.2026' },
      { label: 'Suma priznaná v rozhodnutí', value: '0,00 EUR' },
    ]);
  });
});
