/**
 * The damage filter's fields shared by the damage-event list (spec part 2 §2 'Filter fields') and the
 * statistics (spec part 1 §3 'Statistics filter'): the damage-date range, five choice lists each with its
 * 'without' option, and the injured party's words. A row matches a list when its value is chosen, or it
 * has none and 'without' is on; an empty list without 'without' does not restrict.
 */
import { PREDMET_SKODY_KATEGORIE } from '../domain/predmet-skody';
import { LIMITS } from './limits';
import * as z from './z';
import { isoDate, text, uuid } from './zod';

export const ROZSAH_DATUMOV_MSG = 'Dátum od nemôže byť neskôr ako dátum do.';

const uuids = (max: number) => z.array(uuid()).max(max).optional();

export const skodyFilterShape = {
  /** Damage date from/to (yyyy-MM-dd). */
  from: isoDate().optional(),
  to: isoDate().optional(),
  predmetSkody: z.array(z.enum(PREDMET_SKODY_KATEGORIE)).max(PREDMET_SKODY_KATEGORIE.length).optional(),
  withoutPredmetSkody: z.boolean().optional(),
  /** Items of the code list POVODCA_SKODY (the final statement's pôvodca). */
  povodcaSkody: uuids(500),
  withoutPovodcaSkody: z.boolean().optional(),
  okres: uuids(500),
  withoutOkres: z.boolean().optional(),
  katastralneUzemie: uuids(5000),
  withoutKatastralneUzemie: z.boolean().optional(),
  uzemnePrislusnePracovisko: uuids(500),
  withoutUzemnePrislusnePracovisko: z.boolean().optional(),
  /** Injured-party search text (trimmed, ≤ 255; split into words, case and diacritics ignored). */
  poskodeny: text(LIMITS.text).optional(),
};

/** 'from' after 'to' is refused on 'from'. */
export const datumyVPoradi = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
export const DATUMY_V_PORADI = { message: ROZSAH_DATUMOV_MSG, path: ['from'] };
