/**
 * PUT /skodove-udalosti/{id} (spec part 2 §3 update payload, §4 'Editable fields by state', §5): the
 * fields of tab ŠK. UDALOSŤ. A field the state locks may be sent unchanged; a changed one → 400 naming
 * it, nothing written. Stale version → 409. SOP and OÚ must be valid organisations of their type; the
 * event references them like a notification its workplace (ACCESS_PATTERNS 6c).
 */
import type { skodovaUdalostUpdateBody } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import type * as z from 'zod/mini';
import { SKODOVA_UDALOST_EDITOVATELNE_POLIA, SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostPole } from '@shared/domain/skodova-udalost';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { informovatOznamovatela } from '../../common/spravy-oznamovatelovi';
import { conflict, fieldError, fieldErrors } from '../../lib/errors';
import { repricePredmety } from '../predmet-skody/domain/reprice-predmety-skody';
import { changeSkodovaUdalost } from '../aggregate/change';
import { overitOrganizaciu, referencie } from '../aggregate/organizacie';

type Update = z.output<typeof skodovaUdalostUpdateBody>;

/** yyyy-MM-dd or yyyy-MM-ddTHH:mm → the stored date and time. */
const rozdelit = (v: string) => ({ datum: v.slice(0, 10), cas: v.length > 10 ? v.slice(11, 16) : undefined });

/** The value of each lockable field as the payload names it (the date and time of the damage are one field). */
const hodnota: Record<Exclude<SkodovaUdalostPole, 'komisia'>, (e: SkodovaUdalostItem) => unknown> = {
  datumOznamenia: (e) => e.datumOznamenia,
  datumACasVznikuSkody: (e) => (e.casVznikuSkody ? `${e.datumVznikuSkody}T${e.casVznikuSkody}` : e.datumVznikuSkody),
  typSkody: (e) => e.typSkody,
  miestneSetreniePopis: (e) => e.miestneSetreniePopis,
  datumACasSetrenia: (e) => e.datumACasSetrenia,
  popisSkody: (e) => e.popisSkody,
  spisovaZnackaSop: (e) => e.spisovaZnackaSop,
  spisovaZnackaOu: (e) => e.spisovaZnackaOu,
  uzemnePrislusnaSopId: (e) => e.uzemnePrislusnaSopId,
  uzemnePrislusnyOuId: (e) => e.uzemnePrislusnyOuId,
};

export async function updateSkodovaUdalost({ uuid, body }: { uuid: string; body: Update }): Promise<SkodovaUdalostItem> {
  // the inspection date the event had before this change (of the attempt that was written)
  let terminPred: string | undefined;
  const saved = await changeSkodovaUdalost(uuid, {
    version: body.version,
    async apply(e) {
      terminPred = e.datumACasSetrenia;
      const vznik = rozdelit(body.datumACasVznikuSkody);
      const next: SkodovaUdalostItem = {
        ...e,
        datumOznamenia: body.datumOznamenia,
        datumVznikuSkody: vznik.datum,
        casVznikuSkody: vznik.cas,
        datumACasSetrenia: body.datumACasSetrenia,
        popisSkody: body.popisSkody,
        spisovaZnackaSop: body.spisovaZnackaSop,
        spisovaZnackaOu: body.spisovaZnackaOu,
        typSkody: body.typSkody,
        uzemnePrislusnaSopId: body.uzemnePrislusnaSopId,
        uzemnePrislusnyOuId: body.uzemnePrislusnyOuId,
        miestneSetreniePopis: body.miestneSetreniePopis,
        // never locked (§4)
        prepojenieNaIneSkodoveUdalosti: body.prepojenieNaIneSkodoveUdalosti,
      };
      const editovatelne: readonly SkodovaUdalostPole[] = SKODOVA_UDALOST_EDITOVATELNE_POLIA[e.stav];
      const zamknute = (Object.keys(hodnota) as (keyof typeof hodnota)[]).filter((f) => !editovatelne.includes(f) && hodnota[f](e) !== hodnota[f](next));
      if (zamknute.length) {
        throw fieldErrors(zamknute.map((fieldName) => ({ fieldName, message: SKODOVA_UDALOST_MSG.poleUzamknute(SKODOVA_UDALOST_STAV_LABELS[e.stav]) })));
      }
      // the version before the organisation look-ups: a stale form costs no reads (the locked fields are named first)
      if (body.version !== e.version) throw conflict();
      if (next.uzemnePrislusnaSopId && next.uzemnePrislusnaSopId !== e.uzemnePrislusnaSopId) await overitOrganizaciu(next.uzemnePrislusnaSopId, 'SOP', 'uzemnePrislusnaSopId');
      if (next.uzemnePrislusnyOuId && next.uzemnePrislusnyOuId !== e.uzemnePrislusnyOuId) await overitOrganizaciu(next.uzemnePrislusnyOuId, 'OU', 'uzemnePrislusnyOuId');
      const sop = referencie(e.uzemnePrislusnaSopId, next.uzemnePrislusnaSopId);
      const ou = referencie(e.uzemnePrislusnyOuId, next.uzemnePrislusnyOuId);
      // a new damage date prices every damaged item again, in the same transaction
      const prepocet = next.datumVznikuSkody !== e.datumVznikuSkody ? await repricePredmety({ skodovaUdalostId: uuid, datum: next.datumVznikuSkody }) : undefined;
      return {
        next: { ...next, ...prepocet?.suhrn },
        extra: [...sop, ...ou, ...(prepocet?.extra ?? [])],
        // an organisation deleted or invalidated between the check and the write: its reference condition fails
        onExtra: (i) =>
          i < sop.length
            ? fieldError('uzemnePrislusnaSopId', SKODOVA_UDALOST_MSG.sopNeplatna)
            : i < sop.length + ou.length
              ? fieldError('uzemnePrislusnyOuId', SKODOVA_UDALOST_MSG.ouNeplatny)
              : conflict(),
      };
    },
  });
  // a set or changed inspection date is the reporter's concern (a removed one is not announced)
  if (saved.datumACasSetrenia && saved.datumACasSetrenia !== terminPred) {
    await informovatOznamovatela(saved.oznamenieId, 'TERMIN_SETRENIA', { terminSetrenia: saved.datumACasSetrenia, pracoviskoId: saved.uzemnePrislusnaSopId });
  }
  return saved;
}
