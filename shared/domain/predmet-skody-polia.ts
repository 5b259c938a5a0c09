/**
 * The fields of a damaged item per category (spec part 2 §3 'Damaged item, common fields',
 * 'Category-specific attributes', §5 'Damaged items'). One description drives the server's
 * validation of the attribute list, the web form (labels, limits, hints, visibility, defaults) and
 * the label–value description of an item (tab, PDF). Formulas (shared/domain/vzorce) read the
 * attribute names defined here.
 *
 * Wire format (§5): every value travels as a string – numbers as '12.5', booleans as 'true'/'false'
 * (an empty boolean as 'false'), code-list values as the item's uuid, fixed values as their code.
 */
import { CHOVNOST, KATEGORIE_HD, KATEGORIE_KOZY, KATEGORIE_OVCE, TYPY_VCELSTVA } from './cennik';
import type { CiselnikTyp } from './ciselnik';
import type { PredmetSkodyKategoria } from './predmet-skody';

export const PREDMET_SKODY_LIMITS = {
  /** Amounts: manual, computed, purchase price (§5). */
  suma: 999999.99,
  /** Weight, coefficients, areas, costs, bee prices (§5, §9). */
  hodnota: 9999.99,
  /** Counts: pocetVRovnakejKategorii, pocetKrmnychDni, dobaPouzivania (§5). */
  pocet: 9999,
  text: 255,
  popis: 1000,
} as const;

export const PREDMET_SKODY_HINTS = {
  redukcnyKoeficient: 'Zadajte v rozsahu 0 – 1.',
  nadobudaciaHodnota: 'Ak sa nedá zistiť, nechajte 0 a použije sa priemerná cena.',
  hmotnost: '0 znamená paušálnu hmotnosť z cenníka.',
  nakupnaCenaZariadenia: '0 znamená priemernú cenu z cenníka.',
  vyskaSkodyInserted: 'Vypĺňa sa až po vydaní rozhodnutia.',
} as const;

/** Fixed values with Slovak labels (§5 'Breeding-period labels', 'Reproductive-age labels'). */
export const DOBA_PLEMENITBY = { PLEMENITBA_1: '1', PLEMENITBA_2: '2', PLEMENITBA_3: '3', PLEMENITBA_4: '4', PLEMENITBA_5_PLUS: '5+' } as const;
export const DOBA_PLEMENITBY_HD = { PLEMENITBA_1: '1', PLEMENITBA_2: '2', PLEMENITBA_3: '3', PLEMENITBA_4_PLUS: '4+' } as const;
export const REPRODUKCNY_VEK = { VEK_3: '3', VEK_4: '4', VEK_5: '5', VEK_6: '6', VEK_7_PLUS: '7+' } as const;
export const REPRODUKCNY_VEK_HD = { VEK_1: '1', VEK_2: '2', VEK_3: '3', VEK_4: '4', VEK_5_PLUS: '5+' } as const;
export const DRUHY_VYUZITIA_HD = { DOJNICA: 'dojnica', DOJCIACA_KRAVA: 'dojčiaca krava', PLEMENNY_JEDINEC: 'plemenný jedinec' } as const;

/**
 * A field. `visibleFor` / `disabledFor` list the secondaryCategory codes (sheep, goats, cattle) for
 * which the field is shown / disabled; absent = always shown / never disabled.
 */
export type PredmetSkodyPole = {
  name: string;
  label: string;
  hint?: string;
  visibleFor?: readonly string[];
  disabledFor?: readonly string[];
} & (
  | { kind: 'suma' | 'hodnota'; max: number }
  | { kind: 'pocet'; max: number; default?: number }
  | { kind: 'text'; max: number }
  | { kind: 'bool' }
  | { kind: 'enum'; values: Readonly<Record<string, string>>; required?: boolean; default?: string }
  | { kind: 'ciselnik'; typ: CiselnikTyp }
);

const L = PREDMET_SKODY_LIMITS;
const suma = (name: string, label: string, extra: Partial<PredmetSkodyPole> = {}): PredmetSkodyPole =>
  ({ name, label, kind: 'suma', max: L.suma, ...extra }) as PredmetSkodyPole;
const hodnota = (name: string, label: string, extra: Partial<PredmetSkodyPole> = {}): PredmetSkodyPole =>
  ({ name, label, kind: 'hodnota', max: L.hodnota, ...extra }) as PredmetSkodyPole;
const pocet = (name: string, label: string, extra: Partial<PredmetSkodyPole> = {}): PredmetSkodyPole =>
  ({ name, label, kind: 'pocet', max: L.pocet, ...extra }) as PredmetSkodyPole;
const bool = (name: string, label: string, extra: Partial<PredmetSkodyPole> = {}): PredmetSkodyPole =>
  ({ name, label, kind: 'bool', ...extra }) as PredmetSkodyPole;
const ciselnik = (name: string, label: string, typ: CiselnikTyp): PredmetSkodyPole => ({ name, label, kind: 'ciselnik', typ });
const text = (name: string, label: string, max: number = L.text): PredmetSkodyPole => ({ name, label, kind: 'text', max });
const enumPole = (
  name: string,
  label: string,
  values: Readonly<Record<string, string>>,
  extra: Partial<PredmetSkodyPole> = {},
): PredmetSkodyPole => ({ name, label, kind: 'enum', values, ...extra }) as PredmetSkodyPole;

/** Common fields of every item (§3), in form order; the category's own fields come between them. */
export const SPOLOCNE_POLIA_ZACIATOK: readonly PredmetSkodyPole[] = [ciselnik('druhSkody', 'Druh škody', 'DRUH_SKODY')];
export const SPOLOCNE_POLIA_KONIEC: readonly PredmetSkodyPole[] = [
  pocet('pocetVRovnakejKategorii', 'Počet v rovnakej kategórii', { default: 1 } as Partial<PredmetSkodyPole>),
  suma('vyskaSkodyInserted', 'Výška škody zadaná manuálne (EUR)', { hint: PREDMET_SKODY_HINTS.vyskaSkodyInserted }),
];

const evidencia = text('cisloEvidencieHospZvierat', 'Číslo evidencie hospodárskych zvierat');
const vyradenie = bool('vyradenieZEvidencie', 'Vyradenie z evidencie');

/** Sheep and goats (§3, §5 visibility): ram/buck, ewes/goats, young. */
function ovceKozy(kategorie: Readonly<Record<string, string>>, samec: string, samice: readonly string[], mlade: string): PredmetSkodyPole[] {
  return [
    enumPole('secondaryCategory', 'Kategória', kategorie, { required: true }),
    enumPole('chovnost', 'Chovnosť', CHOVNOST),
    suma('nakupnaCena', 'Nákupná cena (EUR)', { visibleFor: [samec] }),
    pocet('pocetKrmnychDni', 'Počet kŕmnych dní', { visibleFor: [samec, ...samice] }),
    enumPole('dobaPlemenitby', 'Doba plemenitby (roky)', DOBA_PLEMENITBY, { visibleFor: [samec], default: 'PLEMENITBA_1' }),
    enumPole('reprodukcnyVek', 'Reprodukčný vek (roky)', REPRODUKCNY_VEK, { visibleFor: samice, default: 'VEK_3' }),
    evidencia,
    hodnota('hmotnost', 'Hmotnosť (kg)', { hint: PREDMET_SKODY_HINTS.hmotnost, disabledFor: [mlade] }),
    vyradenie,
  ];
}

/** Category-specific fields (§3 'Category-specific attributes'), in form order. */
export const PREDMET_SKODY_POLIA: Record<PredmetSkodyKategoria, readonly PredmetSkodyPole[]> = {
  OVCE: ovceKozy(KATEGORIE_OVCE, 'BARAN', ['JARKA', 'BAHNICA'], 'JARKA'),
  KOZY: ovceKozy(KATEGORIE_KOZY, 'CAP', ['KOZA', 'KOZICKA'], 'KOZICKA'),
  HOVADZI_DOBYTOK: [
    enumPole('secondaryCategory', 'Kategória', KATEGORIE_HD, { required: true }),
    enumPole('druhVyuzitia', 'Druh využitia', DRUHY_VYUZITIA_HD, { visibleFor: ['KRAVA', 'BYK'] }),
    suma('nakupnaCena', 'Nákupná cena (EUR)', { visibleFor: ['BYK'] }),
    pocet('pocetKrmnychDni', 'Počet kŕmnych dní', { visibleFor: ['BYK', 'KRAVA', 'VTJ'] }),
    enumPole('dobaPlemenitby', 'Doba plemenitby (roky)', DOBA_PLEMENITBY_HD, { visibleFor: ['BYK'], default: 'PLEMENITBA_1' }),
    enumPole('reprodukcnyVek', 'Reprodukčný vek (roky)', REPRODUKCNY_VEK_HD, { visibleFor: ['KRAVA'], default: 'VEK_1' }),
    bool('zapisanaVPlemennychKnihach', 'Zapísaná v plemennej knihe A', { visibleFor: ['CHJP', 'VTJ', 'KRAVA'] }),
    evidencia,
    hodnota('hmotnost', 'Hmotnosť (kg)', { hint: PREDMET_SKODY_HINTS.hmotnost, disabledFor: ['VTJ'] }),
    vyradenie,
  ],
  INE_HOSPODARSKE_ZVIERATA: [
    ciselnik('ineHospodarskeZvierataDruh', 'Druh', 'DRUH_INE_HOSPODARSKE_ZVIERATA'),
    ciselnik('plemeno', 'Plemeno', 'PLEMENO'),
    ciselnik('ineHospodarskeZvierataVek', 'Vek', 'VEK'),
    evidencia,
    vyradenie,
  ],
  INY_MAJETOK: [text('popisPredmetuSkody', 'Popis predmetu škody', L.popis)],
  POLOVNA_ZVER: [ciselnik('druhPolovnaZver', 'Druh', 'DRUH_POLOVNA_ZVER'), hodnota('hmotnost', 'Hmotnosť (kg)', { hint: PREDMET_SKODY_HINTS.hmotnost })],
  OVOCNE_STROMY_A_KRIKY: [
    ciselnik('druhOvocneStromyAKriky', 'Druh', 'DRUH_OVOCNE_STROMY_A_KRIKY'),
    ciselnik('vek', 'Vek', 'VEK_OVOCNE_STROMY_A_KRIKY'),
    hodnota('redukcnyKoeficient', 'Redukčný koeficient', { hint: PREDMET_SKODY_HINTS.redukcnyKoeficient }),
    bool('naOplotenomPozemku', 'Na oplotenom pozemku'),
  ],
  POLNE_PLODINY: [
    ciselnik('druhPolnePlodiny', 'Druh', 'DRUH_POLNE_PLODINY'),
    hodnota('redukcnyKoeficient', 'Redukčný koeficient', { hint: PREDMET_SKODY_HINTS.redukcnyKoeficient }),
    hodnota('nakladyNaHektar', 'Náklady na hektár (EUR/ha)'),
    hodnota('vymera', 'Výmera (ha)'),
  ],
  VCELARSKE_ZARIADENIA: [
    ciselnik('typ', 'Typ zariadenia', 'TYP_VCELARSKE_ZARIADENIE'),
    hodnota('nakupnaCena', 'Nákupná cena (EUR)', { hint: PREDMET_SKODY_HINTS.nakupnaCenaZariadenia }),
    pocet('dobaPouzivania', 'Doba používania (roky)'),
  ],
  VCELSTVA: [
    enumPole('typ', 'Typ', TYPY_VCELSTVA, { default: 'VCELSTVO' }),
    hodnota('nadobudaciaHodnota', 'Nadobúdacia hodnota (EUR)', { hint: PREDMET_SKODY_HINTS.nadobudaciaHodnota }),
    evidencia,
    vyradenie,
    bool('odchytene', 'Odchytené'),
  ],
  KAFILERICKE_POPLATKY: [hodnota('celkovaHmotnost', 'Celková hmotnosť (kg)'), bool('dolozenyDoklad', 'Doložený doklad')],
  MED_A_DRUHOTNE_PRODUKTY: [hodnota('celkovaHmotnost', 'Celková hmotnosť (kg)'), bool('dolozenyDoklad', 'Doložený doklad')],
  // §3: 'field lists not shown' – a description, so the item says what it is.
  PASTIERSKE_A_STRAZNE_PSY: [text('popisPredmetuSkody', 'Popis predmetu škody', L.popis)],
  ZIVOT_A_ZDRAVIE_FO: [text('popisPredmetuSkody', 'Popis predmetu škody', L.popis)],
};

/** Sheep, goats and cattle need their sub-category before the form appears (§5). */
export const maSecondaryCategory = (k: PredmetSkodyKategoria) => PREDMET_SKODY_POLIA[k].some((p) => p.name === 'secondaryCategory');

/** Every field of a category in form order: common start, own fields, common end. */
export const poliaKategorie = (k: PredmetSkodyKategoria): readonly PredmetSkodyPole[] => [
  ...SPOLOCNE_POLIA_ZACIATOK,
  ...PREDMET_SKODY_POLIA[k],
  ...SPOLOCNE_POLIA_KONIEC,
];

/** Whether a field is shown for the chosen sub-category. */
export const jeViditelne = (p: PredmetSkodyPole, secondaryCategory: string | undefined) =>
  !p.visibleFor || (secondaryCategory !== undefined && p.visibleFor.includes(secondaryCategory));
export const jeZakazane = (p: PredmetSkodyPole, secondaryCategory: string | undefined) =>
  p.disabledFor !== undefined && secondaryCategory !== undefined && p.disabledFor.includes(secondaryCategory);

/**
 * Defaults of a new item (§5): count 1; breeding period and reproductive age per species; a new cow
 * 150 feed days (0 on any other sub-category).
 */
export function predvoleneHodnoty(k: PredmetSkodyKategoria, secondaryCategory?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of poliaKategorie(k)) {
    if ((p.kind === 'pocet' || p.kind === 'enum') && p.default !== undefined) out[p.name] = String(p.default);
    if (p.kind === 'bool') out[p.name] = 'false';
  }
  if (k === 'HOVADZI_DOBYTOK' || k === 'OVCE' || k === 'KOZY') {
    if (secondaryCategory) out.secondaryCategory = secondaryCategory;
    if (PREDMET_SKODY_POLIA[k].some((p) => p.name === 'pocetKrmnychDni' && jeViditelne(p, secondaryCategory)))
      out.pocetKrmnychDni = k === 'HOVADZI_DOBYTOK' && secondaryCategory === 'KRAVA' ? '150' : '0';
  }
  return out;
}
/** The feed-day default of a new cow (§5, §9). */
export const NOVA_KRAVA_KRMNE_DNI = 150;
