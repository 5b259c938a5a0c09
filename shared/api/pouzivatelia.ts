import { OPRAVNENIA } from '../domain/opravnenia';
import { LIMITS } from './limits';
import { pageParam, sortByParam, sortDirectionParam } from './list-query';
import { NASTAVENIA_PAGE_SIZE, organizaciaSchema } from './organizacie';
import { POUZIVATEL_SORT } from './staff-lists';
import { pageResponse } from './page';
import * as z from './zm';
import { msg, text, uuid } from './zm-fields';

export const pouzivatelSchema = z.object({
  uuid: z.string(),
  login: z.string(),
  meno: z.string(),
  priezvisko: z.string(),
  email: z.optional(z.string()),
  aktivny: z.boolean(),
  titulPredMenom: z.optional(z.string()),
  titulZaMenom: z.optional(z.string()),
  telefonneCislo: z.optional(z.string()),
  funkcia: z.optional(z.string()),
  gdprSuhlas: z.boolean(),
  opravnenia: z.array(z.enum(OPRAVNENIA)),
  organizacie: z.array(organizaciaSchema),
  notifikaciaNoveOznamenie: z.boolean(),
  notifikaciaNovaSkodovaUdalost: z.boolean(),
  version: z.int(),
});
export type Pouzivatel = z.infer<typeof pouzivatelSchema>;

export { NASTAVENIA_PAGE_SIZE };

/** Sortable columns of the user list (spec part 1 §9): login (default, ascending), meno, priezvisko, aktivny. */
export { POUZIVATEL_SORT, type PouzivatelSort } from './staff-lists';

/** Splits the user search text into tokens (spaces or commas). */
export const searchTokens = (s: string | undefined): string[] => (s ?? '').split(/[\s,]+/).filter(Boolean);

export const pouzivateliaQuery = z.object({
  page: pageParam(),
  sortBy: z.optional(sortByParam(POUZIVATEL_SORT)),
  sortDirection: z.optional(sortDirectionParam()),
  /** Words from the name (spec part 1 §7), space- or comma-separated, max 255 characters (§5). */
  searchTokens: z.optional(text(LIMITS.text)),
});

export const pouzivatelListItemSchema = z.pick(pouzivatelSchema, {
  uuid: true,
  login: true,
  meno: true,
  priezvisko: true,
  email: true,
  aktivny: true,
  organizacie: true,
});
export type PouzivatelListItem = z.infer<typeof pouzivatelListItemSchema>;

export const pouzivateliaPageResponse = pageResponse('pouzivatelList', pouzivatelListItemSchema);
export type PouzivateliaPage = z.infer<typeof pouzivateliaPageResponse>;

/** pouzivatelUpdate (spec part 1 §7): rights and notification flags, conditional on the loaded version. */
export const pouzivatelUpdateBody = z.object({
  opravnenia: z.pipe(z.array(z.enum(OPRAVNENIA)), z.transform((o) => OPRAVNENIA.filter((r) => o.includes(r)))),
  notifikaciaNoveOznamenie: z.boolean(),
  notifikaciaNovaSkodovaUdalost: z.boolean(),
  version: z.number({ error: msg.required }).check(z.int(), z.minimum(1)),
});
export type PouzivatelUpdate = z.input<typeof pouzivatelUpdateBody>;

export const priraditOrganizaciuBody = z.object({ organizaciaId: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });

export const synchronizaciaResponse = z.object({
  /** ISO date-time of the last successful synchronisation; null before the first one. */
  poslednaSynchronizacia: z.nullable(z.string()),
});
export type SynchronizaciaInfo = z.infer<typeof synchronizaciaResponse>;

export const synchronizaciaVysledokResponse = z.object({
  poslednaSynchronizacia: z.string(),
  vytvoreni: z.int(),
  deaktivovani: z.int(),
  aktualizovani: z.int(),
});
export type SynchronizaciaVysledok = z.infer<typeof synchronizaciaVysledokResponse>;
