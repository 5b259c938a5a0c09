import { LIMITS } from './limits';
import { pageParam, sortByParam, sortDirectionParam } from './list-query';
import { ORGANIZACIA_TYPY } from '../domain/organizacia';
import { organizaciaSchema } from './organizacie-public';
import { ORGANIZACIA_SORT } from './staff-lists';
import { pageResponse } from './page';
import * as z from './zm';
import { optionalEmail, optionalTelefon, optionalText, queryBool, requiredText } from './zm-fields';

/** The schemas the public wizard reaches are zod/mini (./organizacie-public.ts); one definition for both. */
export { type Organizacia, type OrganizaciaListResponse, organizaciaListResponse, organizaciaSchema } from './organizacie-public';

export const organizacieQuery = z.object({ platnyOnly: z.optional(queryBool()) });

/** Settings lists page through 20 rows (spec part 1 §9: page size comes from the server). */
export const NASTAVENIA_PAGE_SIZE = 20;
/** The staff lists' one rule for page, sortBy and sortDirection (./list-query.ts). */
export type { SortDirection } from './list-query';

/** Sortable columns of the organisation list (kept in ./staff-lists, free of zod, for the web's URL validation). */
export { ORGANIZACIA_SORT, type OrganizaciaSort } from './staff-lists';

export const organizaciePagedQuery = z.object({
  page: pageParam(),
  sortBy: z.optional(sortByParam(ORGANIZACIA_SORT)),
  sortDirection: z.optional(sortDirectionParam()),
});

export const organizaciePageResponse = pageResponse('organizaciaList', organizaciaSchema);
export type OrganizaciePage = z.infer<typeof organizaciePageResponse>;

/** Slovak messages of the public contact's fields. */
export const ORGANIZACIA_MSG = {
  verejnyTelefon: 'Telefónne číslo zadajte v tvare +421 48 123 45 67.',
  verejnyEmail: 'Zadajte platnú e-mailovú adresu.',
} as const;

export { VEREJNY_KONTAKT_POLIA, type VerejnyKontakt, type VerejnyKontaktPole } from '../domain/organizacia';
const verejnyKontaktBody = {
  verejnaAdresa: optionalText(LIMITS.longText),
  verejnyTelefon: optionalTelefon(ORGANIZACIA_MSG.verejnyTelefon),
  verejnyEmail: optionalEmail(ORGANIZACIA_MSG.verejnyEmail),
  uradneHodiny: optionalText(LIMITS.longText),
};

/** One organisation for the edit screen, with its public contact and the version the edit is conditional on. */
export const organizaciaDetailSchema = z.object({
  ...organizaciaSchema.shape,
  verejnaAdresa: z.optional(z.string()),
  verejnyTelefon: z.optional(z.string()),
  verejnyEmail: z.optional(z.string()),
  uradneHodiny: z.optional(z.string()),
  version: z.int(),
});
export type OrganizaciaDetail = z.infer<typeof organizaciaDetailSchema>;

/** New organisation (spec part 1 §5: kod and nazov max 255; typ only when creating). */
export const organizaciaCreateBody = z.object({
  kod: requiredText(LIMITS.text),
  nazov: requiredText(LIMITS.text),
  typ: z.enum(ORGANIZACIA_TYPY, { error: 'Zvoľte typ organizácie.' }),
  platnost: z.boolean(),
  ...verejnyKontaktBody,
});
export type OrganizaciaCreate = z.output<typeof organizaciaCreateBody>;

/** Edit of an organisation: the type cannot change (unknown keys such as `typ` are dropped). */
export const organizaciaUpdateBody = z.object({
  kod: requiredText(LIMITS.text),
  nazov: requiredText(LIMITS.text),
  platnost: z.boolean(),
  ...verejnyKontaktBody,
  version: z.int().check(z.minimum(1)),
});
export type OrganizaciaUpdate = z.output<typeof organizaciaUpdateBody>;
