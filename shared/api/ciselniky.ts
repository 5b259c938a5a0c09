import { type CiselnikTyp, ciselnikTypFromSlug, isCiselnikTyp } from '../domain/ciselnik';
import { PREDMET_SKODY_KATEGORIE } from '../domain/predmet-skody';
import { LIMITS } from './limits';
import { pageParam, sortByParam, sortDirectionParam } from './list-query';
import { CISELNIK_POLOZKA_SORT } from './staff-lists';
import { pageFields, pageResponse } from './page';
import * as z from './zm';
import { requiredText, text, uuid } from './zm-fields';

/** The schemas the public wizard reaches are zod/mini (./ciselniky-public.ts); one definition for both. */
export {
  type CiselnikHodnota,
  type CiselnikyResponse,
  ciselnikHodnotaSchema,
  ciselnikyQuery,
  ciselnikyResponse,
  WEB_CISELNIK_TYPY,
  webCiselnikyQuery,
} from './ciselniky-public';
import { UNKNOWN_TYPE } from './ciselniky-public';


/** Slovak texts of the code-list screens and refusals. */
export const CISELNIK_TEXTS = {
  poradie: 'Poradie musí byť celé číslo od 1 do 100 000.',
  kategorieNotAllowed: 'Tento číselník nemá obmedzenie na kategórie predmetu škody.',
  idRequired: 'Zadajte kód položky.',
  idTaken: 'Položka s týmto kódom už v číselníku existuje.',
  idNotAllowed: 'Tento číselník nemá kódy položiek.',
  parentMissing: 'Nadradená položka neexistuje. Vyberte ju znova.',
  parentNotAllowed: 'Tento číselník nemá nadradené položky.',
  pouzita:
    'Položku nie je možné odstrániť, pretože ju používajú záznamy alebo iné položky. Ak ju už nechcete ponúkať na výber, označte ju ako neaktívnu.',
} as const;

/** Code lists page through 20 rows (the spec leaves the page size to the server). */
export const CISELNIK_PAGE_SIZE = 20;

/** `{typ}` in a path: the type (KATASTRALNE_UZEMIE) or its route slug (katastralne-uzemie). */
export const ciselnikTypParam = () =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(100)), z.transform((s: string) => ciselnikTypFromSlug(s.trim()))).check(z.refine(isCiselnikTyp, UNKNOWN_TYPE)),
    z.transform((s) => s as CiselnikTyp),
  );

/** GET /ciselniky?page – the list of code-list types. */
export const ciselnikTypyQuery = z.object({ page: pageParam() });
export const ciselnikTypSchema = z.object({ name: z.string(), label: z.string() });
export const ciselnikTypyResponse = pageResponse('ciselnikList', ciselnikTypSchema);
export type CiselnikTypyPage = z.infer<typeof ciselnikTypyResponse>;

/** Sortable columns of a code list (kept in ./staff-lists, free of zod, for the web's URL validation). */
export { CISELNIK_POLOZKA_SORT, type CiselnikPolozkaSort } from './staff-lists';

export const ciselnikTypParams = z.object({ typ: ciselnikTypParam() });
export const ciselnikPolozkaParams = z.object({ typ: ciselnikTypParam(), polozkaCiselnikaId: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });
export const ciselnikPolozkaIdParams = z.object({ id: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });

export const ciselnikDetailQuery = z.object({
  page: pageParam(),
  sortBy: z.optional(sortByParam(CISELNIK_POLOZKA_SORT)),
  sortDirection: z.optional(sortDirectionParam()),
});
export type CiselnikDetailQuery = z.infer<typeof ciselnikDetailQuery>;

/** One item as the code-list detail and the edit screen show it. */
export const ciselnikPolozkaSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  /** The official code (spec: `id`) where the type has one. */
  id: z.optional(z.string()),
  aktivna: z.boolean(),
  nadradenaPolozka: z.optional(z.object({ uuid: z.string(), label: z.string() })),
  /** Place in the code list's selects and lists: set by an administrator, else the label's natural order. */
  poradie: z.int(),
  /** Damage-subject categories the item applies to (types with `kategorie`); absent: all. */
  kategorie: z.optional(z.array(z.string())),
});
export type CiselnikPolozka = z.infer<typeof ciselnikPolozkaSchema>;

export const ciselnikDetailResponse = z.object({
  name: z.string(),
  label: z.string(),
  /** The type's items carry an official code (the forms ask for it). */
  officialCode: z.boolean(),
  /** Type of the parent items, if the type has one. */
  nadradenyTyp: z.optional(z.string()),
  polozky: z.array(ciselnikPolozkaSchema),
  ...pageFields,
});
export type CiselnikDetail = z.infer<typeof ciselnikDetailResponse>;

/**
 * One item for the edit screen. It carries every field PUT takes under PUT's name as well –
 * `ciselnikLabel` (= label, spec part 2 §3 'Code lists' names both), `nadradenaPolozkaUuid`, `poradie`,
 * `kategorie`, `version` – so an item read with GET can be written back as it is.
 */
export const ciselnikPolozkaDetailSchema = z.extend(ciselnikPolozkaSchema, {
  ciselnikLabel: z.string(),
  /** `poradie` was set (by an administrator or an import); false: it is the label's natural rank. */
  poradieNastavene: z.boolean(),
  nadradenaPolozkaUuid: z.optional(z.string()),
  type: z.string(),
  version: z.int(),
  /** Records (or child items) refer to it: it cannot be deleted, only deactivated. */
  pouzita: z.boolean(),
});
export type CiselnikPolozkaDetail = z.infer<typeof ciselnikPolozkaDetailSchema>;

const idField = () =>
  z.pipe(
    z.nullable(z.optional(text(LIMITS.text).check(z.regex(/^[\p{L}\p{N}_.\-/]*$/u, 'Kód môže obsahovať len písmená, číslice a znaky _ . - /.')))),
    z.transform((v) => (v ? v : undefined)),
  );

/** The highest order an administrator can give (the longest lists have a few thousand items; CISELNIK_TEXTS.poradie names it). */
export const PORADIE_MAX = 100_000;

/** New item (spec part 2 §7: ciselnikLabel and id; §5: label max 100). */
export const ciselnikPolozkaCreateBody = z.object({
  ciselnikLabel: requiredText(LIMITS.ciselnikLabel),
  id: idField(),
  aktivna: z._default(z.boolean(), true),
  nadradenaPolozkaUuid: z.pipe(
    z.optional(z.union([uuid(), z.literal(''), z.null()])),
    z.transform((v) => (v ? v.toLowerCase() : undefined)),
  ),
  /** Absent or null: the item takes its place in the natural order of the labels. */
  poradie: z.pipe(
    z.nullable(z.optional(z.int().check(z.minimum(1, CISELNIK_TEXTS.poradie), z.maximum(PORADIE_MAX, CISELNIK_TEXTS.poradie)))),
    z.transform((v) => v ?? undefined),
  ),
  /** Only for types with `kategorie`; an empty list: the item applies to every category. */
  kategorie: z.optional(z.array(z.enum(PREDMET_SKODY_KATEGORIE)).check(z.maxLength(PREDMET_SKODY_KATEGORIE.length))),
});
export type CiselnikPolozkaCreate = z.input<typeof ciselnikPolozkaCreateBody>;

/** Edit of an item, conditional on the version the editor loaded. */
export const ciselnikPolozkaUpdateBody = z.extend(ciselnikPolozkaCreateBody, {
  aktivna: z.boolean(),
  version: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
});
export type CiselnikPolozkaUpdate = z.input<typeof ciselnikPolozkaUpdateBody>;
