/** Slovak texts of the 'Heatmapa' tab (spec part 1 §2, §9). */

/** 1 predmet, 2–4 predmety, 0 and 5+ predmetov. */
export const predmetov = (n: number) => {
  const c = n.toLocaleString('sk-SK');
  return n === 1 ? `${c} predmet` : n >= 2 && n <= 4 ? `${c} predmety` : `${c} predmetov`;
};

const HEATMAP_RADIUS_TEXT = '12 px';

export const HEATMAP_TEXTS = {
  region: 'Heatmapa škôd',
  naMape: (n: number) => `Na mape: ${predmetov(n)} škody.`,
  bezPolohy: (n: number) => `${predmetov(n)} bez polohy`,
  bezPolohyHint: 'bez GPS súradníc predmetu aj škodovej udalosti, na mape chýbajú',
  nacitava: 'Heatmapa sa načítava…',
  bodyNacitavaju: 'Načítavajú sa údaje heatmapy…',
  bezWebGl:
    'Heatmapu nie je možné zobraziť: prehliadač nepodporuje WebGL. Zapnite v nastaveniach prehliadača hardvérovú akceleráciu alebo použite iný prehliadač. Údaje filtra nájdete na karte Tabuľka.',
  zlyhala: 'Heatmapu sa nepodarilo načítať. Skúste to znova; údaje filtra nájdete na karte Tabuľka.',
  znova: 'Skúsiť načítať heatmapu znova',
  legenda: 'Hustota škôd',
  legendaPopis: (km: string) =>
    `Farba udáva počet predmetov škody v okolí miesta (do ${HEATMAP_RADIUS_TEXT} ≈ ${km} km pri aktuálnom priblížení) na logaritmickej stupnici: každý predmet má váhu 1, osamotený predmet je bledomodrý a priesvitný, najsýtejšia červená je najhustejšie miesto pri tomto priblížení.`,
  legendaMax: (top: string) => `Najhustejšie miesto: ${top}`,
} as const;
