/**
 * Identity fields of an injured party / subject, shared by the public wizard (step 2) and the
 * staff injured-party forms: one definition of their rules and messages.
 */
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import { LIMITS } from './limits';
import { SUBJEKT_MSG } from './subjekt-texts';
import * as z from './z';
import { optionalPastDate, optionalText } from './zod';

export { SUBJEKT_MSG };

export const subjektIdentityFields = {
  typSubjektu: z.enum(TYPY_SUBJEKTU, { error: SUBJEKT_MSG.typSubjektu }),
  datumNarodenia: optionalPastDate(),
  titulPredMenom: optionalText(),
  meno: optionalText(),
  priezvisko: optionalText(),
  titulZaMenom: optionalText(),
  ico: z
    .string()
    .trim()
    .max(LIMITS.ico, SUBJEKT_MSG.icoFormat)
    .regex(/^\d*$/, SUBJEKT_MSG.icoFormat)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
  obchodneMeno: optionalText(),
  nazovPrevadzky: optionalText(),
};
