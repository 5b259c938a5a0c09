/**
 * Damaged items of a damage event (spec part 2 §3 'Damaged-item list', 'Damaged item, common
 * fields', 'Category-specific attributes', §4 'Other state rules', §5 'Damaged items', §7 'Damaged
 * items'). The attribute list is validated against THE field table
 * (shared/domain/predmet-skody-polia.ts) by `overitAtributy` – one description for the server and
 * the form; code-list values are checked for existence on the server only.
 */
import { PREDMET_SKODY_KATEGORIE, PREDMET_SKODY_SUB_SLUGS, type PredmetSkodyKategoria } from '../domain/predmet-skody';
import { jeViditelne, jeZakazane, type PredmetSkodyPole, PREDMET_SKODY_LIMITS, poliaKategorie } from '../domain/predmet-skody-polia';
import { SKODOVA_UDALOST_STAVY } from '../domain/skodova-udalost';
import { LIMITS } from './limits';
import { pageFields } from './page';
import * as z from './zm';
import { msg, optionalText, optionalUuid, uuid } from './zm-fields';

export const PREDMET_SKODY_PAGE_SIZE = 20;

export const PREDMET_SKODY_MSG = {
  neexistuje: 'Predmet škody neexistuje.',
  neznamyPredmet: 'Neznámy predmet škody.',
  neznamyUdaj: 'Neznámy údaj predmetu škody.',
  duplicitnyUdaj: 'Údaj je uvedený viackrát.',
  cislo: (max: number) => `Zadajte číslo od 0 do ${String(max).replace('.', ',')} s najviac dvoma desatinnými miestami.`,
  celeCislo: (max: number) => `Zadajte celé číslo od 0 do ${max}.`,
  bool: 'Zadajte hodnotu true alebo false.',
  hodnota: 'Vyberte jednu z ponúkaných hodnôt.',
  kategoriaPovinna: 'Vyberte kategóriu.',
  kategoriaNezodpoveda: 'Kategória nezodpovedá zvolenému predmetu škody.',
  polozkaNeexistuje: 'Vybraná položka neexistuje. Vyberte ju znova.',
  polozkaNeaktivna: 'Vybraná položka už nie je platná. Vyberte inú.',
  /** A DRUH_SKODY value whose categories do not include the item's (shared/domain/ciselnik-suvislosti.ts). */
  druhSkodyNesedi: 'Zvolený druh škody sa na tento predmet škody nevzťahuje. Vyberte jeden z ponúkaných.',
  /** A value of a dependent code list (PLEMENO) that is no child of the value chosen in its parent field. */
  nesediSNadradenou: (nadradena: string) => `Vybraná položka nepatrí k zvolenej hodnote poľa ${nadradena}. Vyberte jednu z ponúkaných.`,
  gpsSirka: 'Zadajte zemepisnú šírku ako číslo od -90 do 90.',
  gpsDlzka: 'Zadajte zemepisnú dĺžku ako číslo od -180 do 180.',
  /** A value other than the manual amount changed in a state where only the manual amount may (§4). */
  lenManualnaSuma: (stav: string) => `V stave škodovej udalosti ${stav} je možné meniť len výšku škody zadanú manuálne.`,
  novy: 'Nový predmet škody',
  ulozene: 'Údaje boli úspešne uložené.',
  zmazane: 'Predmet škody bol zmazaný.',
  zmazatOtazka: 'Naozaj si želáte odstrániť daný predmet škody?',
  chybaCennik: 'chýba cenník!',
  zmenaDatumu:
    'Zmena dátumu vzniku škody má vplyv na výpočet – výšky škôd za jednotlivé predmety budú automaticky prepočítané podľa nového dátumu.',
} as const;

// ---- Params and query ---------------------------------------------------------------------------

/** `{predmetSkodyKategoria}`: a category slug or a sub-kind slug (shared/domain/predmet-skody.ts kategoriaFromSlug); unknown → 404 in the handler. */
const slugParam = () => z.string().check(z.minLength(1), z.maxLength(60));

export const predmetSkodyListParams = z.object({ skodovaUdalostId: uuid() });
export const predmetSkodyListQuery = z.object({ page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1), 1) });
export const predmetSkodyNovyParams = z.object({ skodovaUdalostId: uuid(), predmetSkodyKategoria: slugParam() });
export const predmetSkodyDetailParams = z.object({ skodovaUdalostId: uuid(), predmetSkodyKategoria: slugParam(), predmetSkodyId: uuid() });
export const predmetSkodyDeleteParams = z.object({ predmetSkodyId: uuid() });
export const predmetSkodyLokalitaParams = z.object({ id: uuid() });

// ---- Bodies -------------------------------------------------------------------------------------

/** One attribute on the wire (§5): every value a string (its limit is the field's, checked by overitAtributy so the error names it). */
export const atributSchema = z.object({ name: z.string().check(z.maxLength(60)), value: z.string().check(z.maxLength(4 * PREDMET_SKODY_LIMITS.popis)) });
export type Atribut = z.infer<typeof atributSchema>;

const gps = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.optional(z.union([z.string().check(z.trim(), z.maxLength(30)), z.number(), z.null()])),
      z.transform((v) => (v === undefined || v === null || v === '' ? undefined : String(v).replace(',', '.'))),
    )
    .check(z.refine((v) => v === undefined || (/^-?\d{1,3}(\.\d+)?$/.test(v) && Number(v) >= min && Number(v) <= max), message));

/** The place of an item (§3 'Damaged item, common fields'): code-list item uuids, parcel number, GPS as strings. */
export const miestoSkodySchema = z.object({
  katastralneUzemie: optionalUuid(),
  cisloParcely: optionalText(LIMITS.text),
  chraneneUzemie: optionalUuid(),
  polovnyRevir: optionalUuid(),
  obec: optionalUuid(),
  okres: optionalUuid(),
  kraj: optionalUuid(),
  lokalitaGpsSirka: gps(-90, 90, PREDMET_SKODY_MSG.gpsSirka),
  lokalitaGpsDlzka: gps(-180, 180, PREDMET_SKODY_MSG.gpsDlzka),
});
export type MiestoSkody = z.output<typeof miestoSkodySchema>;
export type MiestoSkodyInput = z.input<typeof miestoSkodySchema>;

/** The code-list type of each place field. */
export const MIESTO_SKODY_CISELNIKY = {
  katastralneUzemie: 'KATASTRALNE_UZEMIE',
  chraneneUzemie: 'CHRANENE_UZEMIE',
  polovnyRevir: 'POLOVNY_REVIR',
  obec: 'OBEC',
  okres: 'OKRES',
  kraj: 'KRAJ',
} as const;
export type MiestoSkodyCiselnik = keyof typeof MIESTO_SKODY_CISELNIKY;
/** Slovak labels of the place's fields (the form, the event PDF). */
export const MIESTO_SKODY_LABELS: Readonly<Record<MiestoSkodyCiselnik | 'cisloParcely', string>> = {
  katastralneUzemie: 'Katastrálne územie',
  cisloParcely: 'Číslo parcely',
  chraneneUzemie: 'Chránené územie',
  polovnyRevir: 'Poľovný revír',
  obec: 'Obec',
  okres: 'Okres',
  kraj: 'Kraj',
};

/** POST …/{predmetSkodyKategoria}/novy-predmet-skody. */
export const predmetSkodyCreateBody = z.object({
  atributy: z.array(atributSchema).check(z.maxLength(60)),
  miestoSkody: miestoSkodySchema,
});
export type PredmetSkodyCreate = z.input<typeof predmetSkodyCreateBody>;

/** PUT …/{predmetSkodyKategoria}/{predmetSkodyId}: the item's version the screen loaded; stale → 409. */
export const predmetSkodyUpdateBody = z.extend(predmetSkodyCreateBody, { version: z.number({ error: msg.required }).check(z.int()) });
export type PredmetSkodyUpdate = z.input<typeof predmetSkodyUpdateBody>;

// ---- Responses ----------------------------------------------------------------------------------

const kategoriaSchema = z.enum(PREDMET_SKODY_KATEGORIE);

export const predmetSkodyRowSchema = z.object({
  uuid: z.string(),
  /** Label of the item's cadastral area. */
  kataster: z.optional(z.string()),
  /** Label of the damage kind (code list DRUH_SKODY). */
  druhSkody: z.optional(z.string()),
  /** vyskaSkodyCalculated. */
  vyskaSkody: z.number(),
  /** Category label, or the sub-category label for sheep, goats and cattle. */
  predmetSkody: z.string(),
  predmetSkodyKategoria: kategoriaSchema,
  /** Route slug of the item's detail (sub-kind slug where one applies). */
  slug: z.string(),
  isVyskaSkodyNotCalculated: z.boolean(),
});
export type PredmetSkodyRow = z.infer<typeof predmetSkodyRowSchema>;

export const predmetSkodyListResponse = z.object({
  content: z.array(predmetSkodyRowSchema),
  ...pageFields,
  totalPages: z.int(),
  skodovaUdalostStav: z.enum(SKODOVA_UDALOST_STAVY),
  oznamenieId: z.optional(z.string()),
  /** Sum of the calculated amounts of every item of the event (not only the page). */
  sumOfVyskaSkody: z.number(),
  /** Sum of the manual amounts. */
  sumOfVyskaSkodyInserted: z.number(),
  /** The event's version. */
  version: z.int(),
});
export type PredmetSkodyList = z.infer<typeof predmetSkodyListResponse>;

export const predmetSkodyCreateResponse = z.object({ uuid: z.string() });

/** The place as the detail shows it: the ids plus the items' labels, GPS as numbers. */
export const miestoSkodyViewSchema = z.object({
  katastralneUzemie: z.optional(z.string()),
  katastralneUzemieLabel: z.optional(z.string()),
  cisloParcely: z.optional(z.string()),
  chraneneUzemie: z.optional(z.string()),
  chraneneUzemieLabel: z.optional(z.string()),
  polovnyRevir: z.optional(z.string()),
  polovnyRevirLabel: z.optional(z.string()),
  obec: z.optional(z.string()),
  obecLabel: z.optional(z.string()),
  okres: z.optional(z.string()),
  okresLabel: z.optional(z.string()),
  kraj: z.optional(z.string()),
  krajLabel: z.optional(z.string()),
  lokalitaGpsSirka: z.optional(z.number()),
  lokalitaGpsDlzka: z.optional(z.number()),
});
export type MiestoSkodyView = z.infer<typeof miestoSkodyViewSchema>;

/** The breakdown (shared/domain/vzorce/vypocet.ts `Vypocet`). */
export const vypocetSchema = z.object({
  vypocitane: z.boolean(),
  vysledok: z.number(),
  dovod: z.optional(z.string()),
  cennik: z.optional(z.object({ cisloVerzie: z.int(), platnostOd: z.string(), platnostDo: z.optional(z.string()) })),
  riadok: z.optional(z.object({ uuid: z.string(), popis: z.string() })),
  symboly: z.array(z.object({ skratka: z.string(), vyznam: z.string(), jednotka: z.string(), hodnota: z.number() })),
  vstupy: z.array(z.object({ name: z.string(), label: z.string(), hodnota: z.string() })),
  kroky: z.array(z.object({ popis: z.string(), vzorec: z.string(), vysledok: z.number() })),
  parametre: z.optional(z.array(z.object({ name: z.string(), label: z.string(), jednotka: z.string(), hodnota: z.number() }))),
  vzorec: z.optional(z.object({ cisloVerzie: z.int(), platnostOd: z.string(), platnostDo: z.optional(z.string()) })),
  /** The proposal notice; absent once the formula version used has been signed off (then `overenie`). */
  navrh: z.optional(z.string()),
  overenie: z.optional(z.object({ meno: z.string(), datum: z.string(), referencia: z.string() })),
});

export const predmetSkodyDetailResponse = z.object({
  uuid: z.string(),
  version: z.int(),
  predmetSkodyKategoria: kategoriaSchema,
  slug: z.string(),
  atributy: z.array(z.object({ name: z.string(), value: z.string() })),
  miestoSkody: miestoSkodyViewSchema,
  vyskaSkodyCalculated: z.number(),
  isVyskaSkodyCalculated: z.boolean(),
  vypocet: vypocetSchema,
  skodovaUdalostStav: z.enum(SKODOVA_UDALOST_STAVY),
  skodovaUdalostKod: z.string(),
});
export type PredmetSkodyDetail = z.infer<typeof predmetSkodyDetailResponse>;

/** The event's place, a new item's default: its point and the place's code-list items (uuids of active items). */
export const predmetSkodyLokalitaResponse = z.object({
  lokalitaGpsSirka: z.optional(z.number()),
  lokalitaGpsDlzka: z.optional(z.number()),
  obec: z.optional(z.string()),
  okres: z.optional(z.string()),
  kraj: z.optional(z.string()),
  katastralneUzemie: z.optional(z.string()),
});
export type PredmetSkodyLokalita = z.infer<typeof predmetSkodyLokalitaResponse>;

// ---- Attribute validation by the field table ----------------------------------------------------

export interface AtributChyba {
  fieldName: string;
  message: string;
}

export interface OverenieAtributov {
  /**
   * The item's values by name, normalised: numbers as '12.5' (no trailing separator, '.' decimal),
   * booleans 'true'/'false' (an empty boolean 'false'), counts default where the table has one,
   * empty values dropped, values of fields hidden or disabled for the sub-category dropped.
   */
  hodnoty: Record<string, string>;
  /** Code-list attributes to check on the server: name → { typ, uuid }. */
  ciselniky: { name: string; typ: Extract<PredmetSkodyPole, { kind: 'ciselnik' }>['typ']; uuid: string }[];
  fieldErrors: AtributChyba[];
}

const CISLO = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const CELE_CISLO = /^\d{1,5}$/;

/** Parses a wire number ('12,5' or '12.5'); undefined when malformed. */
export const parseCislo = (s: string): number | undefined => (CISLO.test(s) ? Number(s.replace(',', '.')) : undefined);

/**
 * Checks an attribute list against the category's fields (§3, §5): unknown or repeated names,
 * number formats and limits, enum values, text lengths, the sub-category (required for sheep, goats
 * and cattle; it must match a sub-kind slug of the path, `slugSecondary`). Code-list uuids are
 * checked for format here and for existence by the server.
 */
export function overitAtributy(kategoria: PredmetSkodyKategoria, atributy: readonly Atribut[], slugSecondary?: string): OverenieAtributov {
  const polia = poliaKategorie(kategoria);
  const byName = new Map(polia.map((p) => [p.name, p]));
  const fieldErrors: AtributChyba[] = [];
  const raw = new Map<string, string>();
  for (const a of atributy) {
    if (!byName.has(a.name)) fieldErrors.push({ fieldName: a.name, message: PREDMET_SKODY_MSG.neznamyUdaj });
    else if (raw.has(a.name)) fieldErrors.push({ fieldName: a.name, message: PREDMET_SKODY_MSG.duplicitnyUdaj });
    else raw.set(a.name, a.value.trim());
  }

  let secondary: string | undefined;
  const sec = byName.get('secondaryCategory');
  if (sec && sec.kind === 'enum') {
    const v = raw.get('secondaryCategory') || slugSecondary;
    if (!v) fieldErrors.push({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.kategoriaPovinna });
    else if (!Object.hasOwn(sec.values, v)) fieldErrors.push({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.hodnota });
    else if (slugSecondary && v !== slugSecondary) fieldErrors.push({ fieldName: 'secondaryCategory', message: PREDMET_SKODY_MSG.kategoriaNezodpoveda });
    else secondary = v;
  }

  const hodnoty: Record<string, string> = {};
  const ciselniky: OverenieAtributov['ciselniky'] = [];
  for (const p of polia) {
    if (p.name === 'secondaryCategory') {
      if (secondary) hodnoty.secondaryCategory = secondary;
      continue;
    }
    const v = raw.get(p.name) ?? '';
    const err = (message: string) => fieldErrors.push({ fieldName: p.name, message });
    const shown = jeViditelne(p, secondary) && !jeZakazane(p, secondary);
    switch (p.kind) {
      case 'suma':
      case 'hodnota': {
        if (v === '') break;
        const n = parseCislo(v);
        if (n === undefined || n > p.max) err(PREDMET_SKODY_MSG.cislo(p.max));
        else if (shown) hodnoty[p.name] = String(n);
        break;
      }
      case 'pocet': {
        if (v === '') {
          if (p.default !== undefined && shown) hodnoty[p.name] = String(p.default);
          break;
        }
        if (!CELE_CISLO.test(v) || Number(v) > p.max) err(PREDMET_SKODY_MSG.celeCislo(p.max));
        else if (shown) hodnoty[p.name] = String(Number(v));
        break;
      }
      case 'text':
        if (v.length > p.max) err(msg.maxLength(p.max));
        else if (v !== '' && shown) hodnoty[p.name] = v;
        break;
      case 'bool':
        if (v !== '' && v !== 'true' && v !== 'false') err(PREDMET_SKODY_MSG.bool);
        else if (shown) hodnoty[p.name] = v === 'true' ? 'true' : 'false';
        break;
      case 'enum':
        if (v === '') {
          if (p.default !== undefined && shown) hodnoty[p.name] = p.default;
          break;
        }
        if (!Object.hasOwn(p.values, v)) err(PREDMET_SKODY_MSG.hodnota);
        else if (shown) hodnoty[p.name] = v;
        break;
      case 'ciselnik':
        if (v === '') break;
        if (!uuid().safeParse(v).success) err(msg.uuid);
        else if (shown) {
          hodnoty[p.name] = v.toLowerCase();
          ciselniky.push({ name: p.name, typ: p.typ, uuid: v.toLowerCase() });
        }
        break;
    }
  }
  return { hodnoty, ciselniky, fieldErrors };
}

/** The sub-category code (BYK, JARKA…) of a sub-kind path slug; undefined for a category slug. */
export const secondaryZoSlugu = (slug: string): string | undefined =>
  Object.hasOwn(PREDMET_SKODY_SUB_SLUGS, slug) ? slug.toUpperCase() : undefined;
