import { type CennikTyp, cennikTypFromSlug, isCennikTyp } from '../domain/cennik';
import { CENNIK_VERSION_SORT } from './staff-lists';
import * as z from './z';
import { isoDate, uuid } from './zod';

/** `{cennikName}` in a path: the price-list slug (hovadzi-dobytok) or the type (HOVADZI_DOBYTOK); unknown → 404. */
export const cennikTypParam = () =>
  z
    .string()
    .max(100)
    .transform((s) => cennikTypFromSlug(s.trim()))
    .refine(isCennikTyp)
    .transform((s) => s as CennikTyp);

export const cennikParams = z.object({ cennikName: cennikTypParam() });

/** The five types that take new rows ('Pridať položku', spec part 2 §7). */
export const EDITABLE_CENNIK_TYPY = [
  'INE_HOSPODARSKE_ZVIERATA',
  'OVOCNE_STROMY_A_KRIKY',
  'POLNE_PLODINY',
  'POLOVNA_ZVER',
  'VCELARSKE_ZARIADENIA',
] as const satisfies readonly CennikTyp[];
export const cennikPolozkaParams = z.object({
  cennikName: cennikTypParam().refine((t) => (EDITABLE_CENNIK_TYPY as readonly string[]).includes(t)),
  id: uuid().transform((s) => s.toLowerCase()),
});

const versionNumber = () => z.coerce.number().int().min(1).max(1_000_000);
/** ?version=n: that version; absent → the version valid today (or the newest when none is valid yet). */
export const cennikVersionQuery = z.object({ version: versionNumber().optional().catch(undefined) });
/** DELETE …/versions?version=n names the version to remove. */
export const cennikDeleteQuery = z.object({ version: versionNumber() });

export const cennikListResponse = z.object({
  cennikList: z.array(z.object({ name: z.string(), slug: z.string(), label: z.string() })),
});
export type CennikList = z.infer<typeof cennikListResponse>;

const osobaSchema = z.object({ meno: z.string(), priezvisko: z.string() });

/** Header data of one version (spec part 2 §3 'Price list'). */
export const cennikVerziaSchema = z.object({
  name: z.string(),
  label: z.string(),
  uuid: z.string(),
  cisloVerzie: z.number().int(),
  pocetVerzii: z.number().int(),
  isValid: z.boolean(),
  isRemovable: z.boolean(),
  platnostVerzieOd: z.string(),
  platnostVerzieDo: z.string().optional(),
  datumVytvorenia: z.string(),
  vytvoril: osobaSchema.optional(),
});
export type CennikVerzia = z.infer<typeof cennikVerziaSchema>;

/** One attribute of a row: a code (key attributes) or a number; null = locked ('x'). `text` is the Slovak label of a code. */
export const cennikAtributSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.null()]),
  text: z.string().optional(),
});
export const cennikPolozkaSchema = z.object({ uuid: z.string(), atributy: z.array(cennikAtributSchema) });
export type CennikPolozka = z.infer<typeof cennikPolozkaSchema>;

export const cennikDetailResponse = z.object({
  cennikDetail: cennikVerziaSchema,
  cennikPolozkaList: z.array(cennikPolozkaSchema),
  /** The earliest 'Platný od' of a new version (spec part 2 §5). */
  novaVerziaMinOd: z.string(),
  /** Number of the newest version (a new version follows it; the form sends it back). */
  najnovsiaVerzia: z.number().int(),
});
export type CennikDetail = z.infer<typeof cennikDetailResponse>;

/** Sortable columns of a price list's versions (kept in ./staff-lists, free of zod, for the web's URL validation). */
export { CENNIK_VERSION_SORT, type CennikVersionSort } from './staff-lists';
export const CENNIK_VERSIONS_PAGE_SIZE = 20;
export const cennikVersionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  sortBy: z.enum(CENNIK_VERSION_SORT).optional().catch(undefined),
  sortDirection: z.enum(['ASC', 'DESC']).optional().catch(undefined),
});
export const cennikVersionsResponse = z.object({
  cennikVersionList: z.array(cennikVerziaSchema),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type CennikVersions = z.infer<typeof cennikVersionsResponse>;

const attrName = () => z.string().max(50);
const cellValue = () => z.union([z.number(), z.string().max(100), z.null()]);

/** PUT …/nova-verzia (spec part 2 §7): the start and every row as name/value attributes. */
export const cennikNovaVerziaBody = z.object({
  platnostVerzieOd: isoDate(),
  cennikPolozkaList: z
    .array(z.object({ atributy: z.array(z.object({ name: attrName(), value: cellValue() })).max(20) }))
    .max(1000),
  /** The newest version the form was prepared against: another version created meanwhile → 409. */
  najnovsiaVerzia: z.number().int().min(0).max(1_000_000).optional(),
});
export type CennikNovaVerzia = z.input<typeof cennikNovaVerziaBody>;

const cena = () => z.number({ error: 'Zadajte číslo.' });
const kod = () => z.string().trim().max(100).optional();
/** POST …/{id}/pridaj-polozku: the item body of the type (spec part 2 §7); which fields are required is the type's. */
export const cennikPridajPolozkuBody = z.object({
  druh: kod(),
  plemeno: kod(),
  vek: kod(),
  typZariadenia: kod(),
  hodnota1: cena(),
  hodnota2: cena().optional(),
});
export type CennikPridajPolozku = z.input<typeof cennikPridajPolozkuBody>;

/** Slovak texts of the price-list rules (also shown by the web). */
export { CENNIK_TEXTS } from './cenniky-texts';
