import { OPRAVNENIA } from '../domain/opravnenia';
import { LIMITS } from './limits';
import { NASTAVENIA_PAGE_SIZE, organizaciaSchema, pageParam, sortDirectionParam } from './organizacie';
import { POUZIVATEL_SORT } from './staff-lists';
import * as z from './z';
import { msg, text, uuid } from './zod';

export const pouzivatelSchema = z.object({
  uuid: z.string(),
  login: z.string(),
  meno: z.string(),
  priezvisko: z.string(),
  email: z.string().optional(),
  aktivny: z.boolean(),
  titulPredMenom: z.string().optional(),
  titulZaMenom: z.string().optional(),
  telefonneCislo: z.string().optional(),
  funkcia: z.string().optional(),
  gdprSuhlas: z.boolean(),
  opravnenia: z.array(z.enum(OPRAVNENIA)),
  organizacie: z.array(organizaciaSchema),
  notifikaciaNoveOznamenie: z.boolean(),
  notifikaciaNovaSkodovaUdalost: z.boolean(),
  version: z.number().int(),
});
export type Pouzivatel = z.infer<typeof pouzivatelSchema>;

export { NASTAVENIA_PAGE_SIZE };

/** Sortable columns of the user list (spec part 1 §9): login (default, ascending), meno, priezvisko, aktivny. */
export { POUZIVATEL_SORT, type PouzivatelSort } from './staff-lists';

/** Splits the user search text into tokens (spaces or commas). */
export const searchTokens = (s: string | undefined): string[] => (s ?? '').split(/[\s,]+/).filter(Boolean);

export const pouzivateliaQuery = z.object({
  page: pageParam(),
  sortBy: z.enum(POUZIVATEL_SORT).optional(),
  sortDirection: sortDirectionParam().optional(),
  /** Words from the name (spec part 1 §7), space- or comma-separated, max 255 characters (§5). */
  searchTokens: text(LIMITS.text).optional(),
});

export const pouzivatelListItemSchema = pouzivatelSchema.pick({
  uuid: true,
  login: true,
  meno: true,
  priezvisko: true,
  email: true,
  aktivny: true,
  organizacie: true,
});
export type PouzivatelListItem = z.infer<typeof pouzivatelListItemSchema>;

export const pouzivateliaPageResponse = z.object({
  pouzivatelList: z.array(pouzivatelListItemSchema),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type PouzivateliaPage = z.infer<typeof pouzivateliaPageResponse>;

/** pouzivatelUpdate (spec part 1 §7): rights and notification flags, conditional on the loaded version. */
export const pouzivatelUpdateBody = z.object({
  opravnenia: z.array(z.enum(OPRAVNENIA)).transform((o) => OPRAVNENIA.filter((r) => o.includes(r))),
  notifikaciaNoveOznamenie: z.boolean(),
  notifikaciaNovaSkodovaUdalost: z.boolean(),
  version: z.number({ error: msg.required }).int().min(1),
});
export type PouzivatelUpdate = z.input<typeof pouzivatelUpdateBody>;

export const priraditOrganizaciuBody = z.object({ organizaciaId: uuid().transform((s) => s.toLowerCase()) });

export const synchronizaciaResponse = z.object({
  /** ISO date-time of the last successful synchronisation; null before the first one. */
  poslednaSynchronizacia: z.string().nullable(),
});
export type SynchronizaciaInfo = z.infer<typeof synchronizaciaResponse>;

export const synchronizaciaVysledokResponse = z.object({
  poslednaSynchronizacia: z.string(),
  vytvoreni: z.number().int(),
  deaktivovani: z.number().int(),
  aktualizovani: z.number().int(),
});
export type SynchronizaciaVysledok = z.infer<typeof synchronizaciaVysledokResponse>;
