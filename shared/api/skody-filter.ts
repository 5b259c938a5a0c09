/**
 * The damage filter's fields shared by the damage-event list (spec part 2 §2 'Filter fields') and the
 * statistics (spec part 1 §3 'Statistics filter'): the damage-date range, five choice lists each with its
 * 'without' option, and the injured party's words. A row matches a list when its value is chosen, or it
 * has none and 'without' is on; an empty list without 'without' does not restrict.
 */
import { PREDMET_SKODY_KATEGORIE } from '../domain/predmet-skody';
import { LIMITS } from './limits';
import * as z from './zm';
import { isoDate, text, uuid } from './zm-fields';

export const ROZSAH_DATUMOV_MSG = 'Dátum od nemôže byť neskôr ako dátum do.';

const uuids = (max: number) => z.optional(z.array(uuid()).check(z.maxLength(max)));

export const skodyFilterShape = {
  /** Damage date from/to (yyyy-MM-dd). */
  from: z.optional(isoDate()),
  to: z.optional(isoDate()),
  predmetSkody: z.optional(z.array(z.enum(PREDMET_SKODY_KATEGORIE)).check(z.maxLength(PREDMET_SKODY_KATEGORIE.length))),
  withoutPredmetSkody: z.optional(z.boolean()),
  /** Items of the code list POVODCA_SKODY (the final statement's pôvodca). */
  povodcaSkody: uuids(500),
  withoutPovodcaSkody: z.optional(z.boolean()),
  okres: uuids(500),
  withoutOkres: z.optional(z.boolean()),
  katastralneUzemie: uuids(5000),
  withoutKatastralneUzemie: z.optional(z.boolean()),
  uzemnePrislusnePracovisko: uuids(500),
  withoutUzemnePrislusnePracovisko: z.optional(z.boolean()),
  /** Injured-party search text (trimmed, ≤ 255; split into words, case and diacritics ignored). */
  poskodeny: z.optional(text(LIMITS.text)),
};

/** 'from' after 'to' is refused on 'from'. */
export const datumyVPoradi = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const DATUMY_V_PORADI = { message: ROZSAH_DATUMOV_MSG, path: ['from'] };
