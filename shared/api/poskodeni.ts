/**
 * Injured-party contracts (spec part 1 §3 'Injured party', 'Address', §5 'Injured party',
 * 'Subject and injured party search', §7 'Injured parties'). One module for both owners of an
 * injured party: a notification and (later) a damage event.
 */
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../domain/hladanie';
import { LIMITS } from './limits';
import { adresaBody, adresaView } from './web-oznamenie';
import { subjektIdentityFields } from './subjekt';
import { POSKODENI_MSG } from './poskodeni-texts';
import { HISTORIA_SORTS } from './staff-lists';
import * as z from './z';
import { msg, optionalPastDate, optionalText, uuid } from './zod';

export { HISTORIA_SORTS };

export { POSKODENI_MSG } from './poskodeni-texts';

/** Most results one search returns (the screen says when there were more). */
export const SEARCH_RESULT_LIMIT = 50;

const poskodenyFields = {
  ...subjektIdentityFields,
  email: z.email(POSKODENI_MSG.email).max(LIMITS.text, msg.maxLength(LIMITS.text)),
  telefonneCislo: optionalText(),
  gdprSuhlas: z.boolean().optional().default(false),
  datumSuhlasu: optionalPastDate(),
  poznamka: optionalText(LIMITS.longText),
  adresa: z.prefault(adresaBody, {}),
};

type Fields = z.output<z.ZodObject<typeof poskodenyFields>>;
function checkByType(v: Fields, ctx: z.RefinementCtx) {
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
export const poskodenyBody = z.object(poskodenyFields).superRefine(checkByType);
export type PoskodenyBody = z.input<typeof poskodenyBody>;

/** Edit (PUT /poskodeny/{id}/upravit): the same fields plus the version the editor loaded. */
export const poskodenyUpdateBody = z
  .object({
    ...poskodenyFields,
    version: z.number().int(),
    /** A changed business name is written to the other premises of the same IČO too. */
    aktualizovatOstatnePrevadzky: z.boolean().optional().default(false),
  })
  .superRefine(checkByType);
export type PoskodenyUpdateBody = z.input<typeof poskodenyUpdateBody>;

export const poskodenyDetail = z.object({
  uuid: z.string(),
  typSubjektu: z.enum(TYPY_SUBJEKTU),
  displayName: z.string(),
  datumNarodenia: z.string().optional(),
  titulPredMenom: z.string().optional(),
  meno: z.string().optional(),
  priezvisko: z.string().optional(),
  titulZaMenom: z.string().optional(),
  ico: z.string().optional(),
  obchodneMeno: z.string().optional(),
  nazovPrevadzky: z.string().optional(),
  email: z.string().optional(),
  telefonneCislo: z.string().optional(),
  gdprSuhlas: z.boolean().optional(),
  datumSuhlasu: z.string().optional(),
  poznamka: z.string().optional(),
  adresa: adresaView,
  version: z.number().int(),
});
export type PoskodenyDetail = z.infer<typeof poskodenyDetail>;

export const poskodeniSearchQuery = z.object({
  searchTokens: z
    .string({ error: POSKODENI_MSG.searchMin })
    .trim()
    .min(SEARCH_MIN_CHARS, POSKODENI_MSG.searchMin)
    .max(SEARCH_MAX_CHARS, msg.maxLength(SEARCH_MAX_CHARS)),
});

export const poskodeniListResponse = z.object({
  poskodenyList: z.array(poskodenyDetail),
  /** More parties matched than SEARCH_RESULT_LIMIT; only the first ones are listed. */
  truncated: z.boolean(),
});
export type PoskodeniListResponse = z.infer<typeof poskodeniListResponse>;

export const prevadzkyQuery = z.object({
  ico: z.string().trim().min(1, POSKODENI_MSG.ico).max(LIMITS.ico, POSKODENI_MSG.icoFormat).regex(/^\d+$/, POSKODENI_MSG.icoFormat),
});

export const ownerIdParams = z.object({ id: uuid() });
export const oznamenieOwnerParams = z.object({ oznamenieId: uuid() });
export const skodovaUdalostOwnerParams = z.object({ skodovaUdalostId: uuid() });
export const poskodenyIdParams = z.object({ id: uuid() });
export const poskodenyHistoryParams = z.object({ poskodenyId: uuid() });
export const priraditBody = z.object({ uuid: uuid() });

export const historiaQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  sortBy: z.enum(HISTORIA_SORTS).catch('datumVznikuSkody').default('datumVznikuSkody'),
  sortDirection: z.enum(['ASC', 'DESC']).catch('DESC').default('DESC'),
});
export const HISTORIA_PAGE_SIZE = 20;

export const historiaRow = z.object({
  skodovaUdalostUuid: z.string(),
  kod: z.string(),
  datumVznikuSkody: z.string(),
  stav: z.string(),
  katastralneUzemie: z.string().optional(),
  predmetSkody: z.string().optional(),
  povodcaSkody: z.string().optional(),
});
export type HistoriaRow = z.infer<typeof historiaRow>;
export const historiaResponse = z.object({
  skodovaUdalostList: z.array(historiaRow),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});
export type HistoriaResponse = z.infer<typeof historiaResponse>;
