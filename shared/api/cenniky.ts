import { type CennikTyp, cennikTypFromSlug, isCennikTyp } from '../domain/cennik';
import { pageParam, sortByParam, sortDirectionParam } from './list-query';
import { CENNIK_VERSION_SORT } from './staff-lists';
import { pageResponse } from './page';
import * as z from './zm';
import { isoDate, uuid } from './zm-fields';

/** `{cennikName}` in a path: the price-list slug (hovadzi-dobytok) or the type (HOVADZI_DOBYTOK); unknown → 404. */
export const cennikTypParam = () =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(100)), z.transform((s: string) => cennikTypFromSlug(s.trim()))).check(z.refine(isCennikTyp)),
    z.transform((s) => s as CennikTyp),
  );

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
  cennikName: cennikTypParam().check(z.refine((t) => (EDITABLE_CENNIK_TYPY as readonly string[]).includes(t))),
  id: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())),
});

const versionNumber = () => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));
/** ?version=n: that version; absent → the version valid today (or the newest when none is valid yet). */
export const cennikVersionQuery = z.object({ version: z.catch(z.optional(versionNumber()), undefined) });
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
  cisloVerzie: z.int(),
  pocetVerzii: z.int(),
  isValid: z.boolean(),
  isRemovable: z.boolean(),
  platnostVerzieOd: z.string(),
  platnostVerzieDo: z.optional(z.string()),
  datumVytvorenia: z.string(),
  vytvoril: z.optional(osobaSchema),
});
export type CennikVerzia = z.infer<typeof cennikVerziaSchema>;

/** One attribute of a row: a code (key attributes) or a number; null = locked ('x'). `text` is the Slovak label of a code. */
export const cennikAtributSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.null()]),
  text: z.optional(z.string()),
});
export const cennikPolozkaSchema = z.object({ uuid: z.string(), atributy: z.array(cennikAtributSchema) });
export type CennikPolozka = z.infer<typeof cennikPolozkaSchema>;

export const cennikDetailResponse = z.object({
  cennikDetail: cennikVerziaSchema,
  cennikPolozkaList: z.array(cennikPolozkaSchema),
  /** The earliest 'Platný od' of a new version (spec part 2 §5). */
  novaVerziaMinOd: z.string(),
  /** Number of the newest version (a new version follows it; the form sends it back). */
  najnovsiaVerzia: z.int(),
});
export type CennikDetail = z.infer<typeof cennikDetailResponse>;

/** Sortable columns of a price list's versions (kept in ./staff-lists, free of zod, for the web's URL validation). */
export { CENNIK_VERSION_SORT, type CennikVersionSort } from './staff-lists';
export const CENNIK_VERSIONS_PAGE_SIZE = 20;
export const cennikVersionsQuery = z.object({
  page: pageParam(),
  sortBy: z.optional(sortByParam(CENNIK_VERSION_SORT)),
  sortDirection: z.optional(sortDirectionParam()),
});
export const cennikVersionsResponse = pageResponse('cennikVersionList', cennikVerziaSchema);
export type CennikVersions = z.infer<typeof cennikVersionsResponse>;

const attrName = () => z.string().check(z.maxLength(50));
const cellValue = () => z.union([z.number(), z.string().check(z.maxLength(100)), z.null()]);

/** PUT …/nova-verzia (spec part 2 §7): the start and every row as name/value attributes. */
export const cennikNovaVerziaBody = z.object({
  platnostVerzieOd: isoDate(),
  cennikPolozkaList: z
    .array(z.object({ atributy: z.array(z.object({ name: attrName(), value: cellValue() })).check(z.maxLength(20)) }))
    .check(z.maxLength(1000)),
  /** The newest version the form was prepared against: another version created meanwhile → 409. */
  najnovsiaVerzia: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
});
export type CennikNovaVerzia = z.input<typeof cennikNovaVerziaBody>;

const cena = () => z.number({ error: 'Zadajte číslo.' });
const kod = () => z.optional(z.string().check(z.trim(), z.maxLength(100)));
/** POST …/{id}/pridaj-polozku: the item body of the type (spec part 2 §7); which fields are required is the type's. */
export const cennikPridajPolozkuBody = z.object({
  druh: kod(),
  plemeno: kod(),
  vek: kod(),
  typZariadenia: kod(),
  hodnota1: cena(),
  hodnota2: z.optional(cena()),
});
export type CennikPridajPolozku = z.input<typeof cennikPridajPolozkuBody>;

/** Slovak texts of the price-list rules (also shown by the web). */
export { CENNIK_TEXTS } from './cenniky-texts';
