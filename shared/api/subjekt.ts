/**
 * Identity fields of an injured party / subject, shared by the public wizard (step 2) and the
 * staff injured-party forms: one definition of their rules and messages. zod/mini (./zm.ts): the
 * wizard's route table reaches them; the staff schemas (./poskodeni.ts) embed them.
 */
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import { LIMITS } from './limits';
import { SUBJEKT_MSG } from './subjekt-texts';
import * as z from './zm';
import { emptyToUndefined, optionalPastDate, optionalText } from './zm-fields';

export { SUBJEKT_MSG };

export const subjektIdentityFields = {
  typSubjektu: z.enum(TYPY_SUBJEKTU, { error: SUBJEKT_MSG.typSubjektu }),
  datumNarodenia: optionalPastDate(),
  titulPredMenom: optionalText(),
  meno: optionalText(),
  priezvisko: optionalText(),
  titulZaMenom: optionalText(),
  ico: z.pipe(
    z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.ico, SUBJEKT_MSG.icoFormat), z.regex(/^\d*$/, SUBJEKT_MSG.icoFormat)))),
    z.transform(emptyToUndefined),
  ),
  obchodneMeno: optionalText(),
  nazovPrevadzky: optionalText(),
};
