import { type CiselnikTyp, ciselnikTypFromSlug, isCiselnikTyp } from '../domain/ciselnik';
import { LIMITS } from './limits';
import { CISELNIK_POLOZKA_SORT } from './staff-lists';
import * as z from './z';
import { requiredText, text, uuid } from './zod';

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


/** Code lists page through 20 rows (the spec leaves the page size to the server). */
export const CISELNIK_PAGE_SIZE = 20;
const pageParam = () => z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** `{typ}` in a path: the type (KATASTRALNE_UZEMIE) or its route slug (katastralne-uzemie). */
export const ciselnikTypParam = () =>
  z
    .string()
    .max(100)
    .transform((s) => ciselnikTypFromSlug(s.trim()))
    .refine(isCiselnikTyp, UNKNOWN_TYPE)
    .transform((s) => s as CiselnikTyp);

/** GET /ciselniky?page – the list of code-list types. */
export const ciselnikTypyQuery = z.object({ page: pageParam() });
export const ciselnikTypSchema = z.object({ name: z.string(), label: z.string() });
export const ciselnikTypyResponse = z.object({
  ciselnikList: z.array(ciselnikTypSchema),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type CiselnikTypyPage = z.infer<typeof ciselnikTypyResponse>;

/** Sortable columns of a code list (kept in ./staff-lists, free of zod, for the web's URL validation). */
export { CISELNIK_POLOZKA_SORT, type CiselnikPolozkaSort } from './staff-lists';

export const ciselnikTypParams = z.object({ typ: ciselnikTypParam() });
export const ciselnikPolozkaParams = z.object({ typ: ciselnikTypParam(), polozkaCiselnikaId: uuid().transform((s) => s.toLowerCase()) });
export const ciselnikPolozkaIdParams = z.object({ id: uuid().transform((s) => s.toLowerCase()) });

export const ciselnikDetailQuery = z.object({
  page: pageParam(),
  sortBy: z.enum(CISELNIK_POLOZKA_SORT).optional().catch(undefined),
  sortDirection: z.enum(['ASC', 'DESC']).optional().catch(undefined),
});
export type CiselnikDetailQuery = z.infer<typeof ciselnikDetailQuery>;

/** One item as the code-list detail and the edit screen show it. */
export const ciselnikPolozkaSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  /** The official code (spec: `id`) where the type has one. */
  id: z.string().optional(),
  aktivna: z.boolean(),
  nadradenaPolozka: z.object({ uuid: z.string(), label: z.string() }).optional(),
});
export type CiselnikPolozka = z.infer<typeof ciselnikPolozkaSchema>;

export const ciselnikDetailResponse = z.object({
  name: z.string(),
  label: z.string(),
  /** The type's items carry an official code (the forms ask for it). */
  officialCode: z.boolean(),
  /** Type of the parent items, if the type has one. */
  nadradenyTyp: z.string().optional(),
  polozky: z.array(ciselnikPolozkaSchema),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type CiselnikDetail = z.infer<typeof ciselnikDetailResponse>;

export const ciselnikPolozkaDetailSchema = ciselnikPolozkaSchema.extend({
  type: z.string(),
  version: z.number().int(),
  /** Records (or child items) refer to it: it cannot be deleted, only deactivated. */
  pouzita: z.boolean(),
});
export type CiselnikPolozkaDetail = z.infer<typeof ciselnikPolozkaDetailSchema>;

const idField = () =>
  text(LIMITS.text)
    .regex(/^[\p{L}\p{N}_.\-/]*$/u, 'Kód môže obsahovať len písmená, číslice a znaky _ . - /.')
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** New item (spec part 2 §7: ciselnikLabel and id; §5: label max 100). */
export const ciselnikPolozkaCreateBody = z.object({
  ciselnikLabel: requiredText(LIMITS.ciselnikLabel),
  id: idField(),
  aktivna: z.boolean().default(true),
  nadradenaPolozkaUuid: z
    .union([uuid(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});
export type CiselnikPolozkaCreate = z.input<typeof ciselnikPolozkaCreateBody>;

/** Edit of an item, conditional on the version the editor loaded. */
export const ciselnikPolozkaUpdateBody = ciselnikPolozkaCreateBody.extend({
  aktivna: z.boolean(),
  version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type CiselnikPolozkaUpdate = z.input<typeof ciselnikPolozkaUpdateBody>;

/** Slovak texts of the code-list screens and refusals. */
export const CISELNIK_TEXTS = {
  idRequired: 'Zadajte kód položky.',
  idTaken: 'Položka s týmto kódom už v číselníku existuje.',
  idNotAllowed: 'Tento číselník nemá kódy položiek.',
  parentMissing: 'Nadradená položka neexistuje. Vyberte ju znova.',
  parentNotAllowed: 'Tento číselník nemá nadradené položky.',
  pouzita:
    'Položku nie je možné odstrániť, pretože ju používajú záznamy alebo iné položky. Ak ju už nechcete ponúkať na výber, označte ju ako neaktívnu.',
} as const;
