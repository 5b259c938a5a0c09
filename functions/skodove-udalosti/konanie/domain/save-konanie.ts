/**
 * PUT …/konanie (spec part 2 §4 'Other state rules'): datumPrijatiaZiadosti is editable only in
 * VYSETRENA, the decision fields only in PRIJATA_ZIADOST and ROZHODNUTA, nothing in ROZPRACOVANA and
 * V_SETRENI. A locked field sent with another value than the stored one → 400 naming the field;
 * locked fields sent unchanged are accepted (the form sends every field). Version → 409.
 */
import type * as z from 'zod/mini';
import { KONANIE_MSG, KONANIE_POLIA, type Konanie, type KonanieZaznam, konanieEditovatelnePolia, type konanieUpdateBody } from '@shared/api/konanie';
import { SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { conflict, fieldErrors } from '@functions/lib/errors';
import { changeSkodovaUdalost } from '../../aggregate/change';
import { konanieDetail } from './get-konanie';

export async function saveKonanie({ id, body }: { id: string; body: z.output<typeof konanieUpdateBody> }): Promise<Konanie> {
  const saved = await changeSkodovaUdalost(id, {
    version: body.version,
    apply(e) {
      // the version first: a stale form is told so before anything about its fields
      if (body.version !== e.version) throw conflict();
      const current: KonanieZaznam = e.konanie ?? {};
      const editable = new Set(konanieEditovatelnePolia(e.stav));
      const locked = KONANIE_POLIA.filter((p) => !editable.has(p) && body[p] !== current[p]);
      if (locked.length) {
        throw fieldErrors(locked.map((fieldName) => ({ fieldName, message: KONANIE_MSG.poleZamknute(SKODOVA_UDALOST_STAV_LABELS[e.stav]) })));
      }
      const next: KonanieZaznam = Object.fromEntries(KONANIE_POLIA.map((p) => [p, editable.has(p) ? body[p] : current[p]]));
      if (next.datumPrijatiaZiadosti && next.datumVydaniaRozhodnutia && next.datumVydaniaRozhodnutia < next.datumPrijatiaZiadosti) {
        throw fieldErrors([{ fieldName: 'datumVydaniaRozhodnutia', message: KONANIE_MSG.rozhodnutiePredZiadostou }]);
      }
      return KONANIE_POLIA.every((p) => next[p] === current[p]) ? null : { next: { ...e, konanie: next } };
    },
  });
  return konanieDetail({ e: saved });
}
