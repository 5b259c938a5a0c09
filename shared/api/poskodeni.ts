/**
 * Injured-party contracts (spec part 1 §3 'Injured party', 'Address', §5 'Injured party',
 * 'Subject and injured party search', §7 'Injured parties'). One module for both owners of an
 * injured party: a notification and (later) a damage event.
 */
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../domain/hladanie';
import { LIMITS } from './limits';
import { adresaBody, adresaView } from './adresa';
import { subjektIdentityFields } from './subjekt';
import { POSKODENI_MSG } from './poskodeni-texts';
import { HISTORIA_SORTS } from './staff-lists';
import { pageParam, sortByParam, sortDirectionParam } from './list-query';
import { pageResponse } from './page';
import * as z from './zm';
import { msg, optionalPastDate, optionalText, uuid } from './zm-fields';

export { HISTORIA_SORTS };

export { POSKODENI_MSG } from './poskodeni-texts';

/** Most results one search returns (the screen says when there were more). */
export const SEARCH_RESULT_LIMIT = 50;

const poskodenyFields = {
  ...subjektIdentityFields,
  email: z.email(POSKODENI_MSG.email).check(z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text))),
  telefonneCislo: optionalText(),
  gdprSuhlas: z._default(z.optional(z.boolean()), false),
  datumSuhlasu: optionalPastDate(),
  poznamka: optionalText(LIMITS.longText),
  adresa: z.prefault(adresaBody, {}),
};

type Fields = z.output<z.ZodMiniObject<typeof poskodenyFields>>;
function checkByType(v: Fields, ctx: z.core.$RefinementCtx<Fields>) {
  const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.typSubjektu === 'FO') {
    if (!v.meno) issue(['meno'], POSKODENI_MSG.meno);
    if (!v.priezvisko) issue(['priezvisko'], POSKODENI_MSG.priezvisko);
    if (!v.gdprSuhlas) issue(['gdprSuhlas'], POSKODENI_MSG.gdprSuhlas);
    else if (!v.datumSuhlasu) issue(['datumSuhlasu'], POSKODENI_MSG.datumSuhlasu);
  } else {
    if (!v.ico) issue(['ico'], POSKODENI_MSG.ico);
    if (!v.obchodneMeno) issue(['obchodneMeno'], POSKODENI_MSG.obchodneMeno);
  }
}

/** New injured party (POST …/vytvorit-poskodeneho); dates date-only. */
export const poskodenyBody = z.object(poskodenyFields).check(z.superRefine(checkByType));
export type PoskodenyBody = z.input<typeof poskodenyBody>;

/** Edit (PUT /poskodeny/{id}/upravit): the same fields plus the version the editor loaded. */
export const poskodenyUpdateBody = z
  .object({
    ...poskodenyFields,
    version: z.int(),
    /** A changed business name is written to the other premises of the same IČO too. */
    aktualizovatOstatnePrevadzky: z._default(z.optional(z.boolean()), false),
  })
  .check(z.superRefine(checkByType));
export type PoskodenyUpdateBody = z.input<typeof poskodenyUpdateBody>;

export const poskodenyDetail = z.object({
  uuid: z.string(),
  typSubjektu: z.enum(TYPY_SUBJEKTU),
  displayName: z.string(),
  datumNarodenia: z.optional(z.string()),
  titulPredMenom: z.optional(z.string()),
  meno: z.optional(z.string()),
  priezvisko: z.optional(z.string()),
  titulZaMenom: z.optional(z.string()),
  ico: z.optional(z.string()),
  obchodneMeno: z.optional(z.string()),
  nazovPrevadzky: z.optional(z.string()),
  email: z.optional(z.string()),
  telefonneCislo: z.optional(z.string()),
  gdprSuhlas: z.optional(z.boolean()),
  datumSuhlasu: z.optional(z.string()),
  poznamka: z.optional(z.string()),
  adresa: adresaView,
  version: z.int(),
  /** When the party's personal data was anonymised (ISO time); the record then shows 'Osobné údaje boli anonymizované dňa …'. */
  anonymizovaneDna: z.optional(z.string()),
});
export type PoskodenyDetail = z.infer<typeof poskodenyDetail>;

export const poskodeniSearchQuery = z.object({
  searchTokens: z
    .string({ error: POSKODENI_MSG.searchMin })
    .check(z.trim(), z.minLength(SEARCH_MIN_CHARS, POSKODENI_MSG.searchMin), z.maxLength(SEARCH_MAX_CHARS, msg.maxLength(SEARCH_MAX_CHARS))),
});

export const poskodeniListResponse = z.object({
  poskodenyList: z.array(poskodenyDetail),
  /** More parties matched than SEARCH_RESULT_LIMIT; only the first ones are listed. */
  truncated: z.boolean(),
});
export type PoskodeniListResponse = z.infer<typeof poskodeniListResponse>;

export const prevadzkyQuery = z.object({
  ico: z.string().check(z.trim(), z.minLength(1, POSKODENI_MSG.ico), z.maxLength(LIMITS.ico, POSKODENI_MSG.icoFormat), z.regex(/^\d+$/, POSKODENI_MSG.icoFormat)),
});

export const ownerIdParams = z.object({ id: uuid() });
export const oznamenieOwnerParams = z.object({ oznamenieId: uuid() });
export const skodovaUdalostOwnerParams = z.object({ skodovaUdalostId: uuid() });
export const poskodenyIdParams = z.object({ id: uuid() });
export const poskodenyHistoryParams = z.object({ poskodenyId: uuid() });
export const priraditBody = z.object({ uuid: uuid() });

export const historiaQuery = z.object({
  page: z._default(pageParam(), 1),
  sortBy: z._default(sortByParam(HISTORIA_SORTS), 'datumVznikuSkody'),
  sortDirection: z._default(sortDirectionParam(), 'DESC'),
});
export const HISTORIA_PAGE_SIZE = 20;

export const historiaRow = z.object({
  skodovaUdalostUuid: z.string(),
  kod: z.string(),
  datumVznikuSkody: z.string(),
  stav: z.string(),
  katastralneUzemie: z.optional(z.string()),
  predmetSkody: z.optional(z.string()),
  povodcaSkody: z.optional(z.string()),
});
export type HistoriaRow = z.infer<typeof historiaRow>;
export const historiaResponse = pageResponse('skodovaUdalostList', historiaRow);
export type HistoriaResponse = z.infer<typeof historiaResponse>;
