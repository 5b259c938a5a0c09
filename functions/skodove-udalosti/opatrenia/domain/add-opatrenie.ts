/**
 * POST …/{skodovaUdalostId}/opatrenia/{kind}: adds one measure (spec part 2 §3, §5) in ROZPRACOVANA or
 * V_SETRENI. Its code-list values are checked (type, active) and marked used before the write; a
 * concurrent change of the event is retried (no client version for adding an entry).
 */
import { randomUUID } from 'node:crypto';
import { ciselnikPoleId, OPATRENIE_POLIA, type OpatrenieBody, type OpatrenieDruh, type OpatrenieZaznam } from '@shared/api/opatrenia';
import { overitAOznacitPolozky } from '../../aggregate/ciselnik-polozky';
import { opatreniaZaznam } from './get-opatrenia';
import { SKODOVA_UDALOST_AKCIE } from '@shared/domain/skodova-udalost';
import { assertStav, changeSkodovaUdalost, loadSkodovaUdalost } from '../../aggregate/change';

export async function addOpatrenie<D extends OpatrenieDruh>({
  skodovaUdalostId,
  druh,
  body,
}: {
  skodovaUdalostId: string;
  druh: D;
  body: OpatrenieBody<D>;
}): Promise<{ uuid: string }> {
  // state first: a refused add marks nothing as used
  assertStav(await loadSkodovaUdalost(skodovaUdalostId), SKODOVA_UDALOST_AKCIE.opatrenia);
  const values = body as Record<string, string | number | boolean | undefined>;
  const polia = OPATRENIE_POLIA[druh];
  await overitAOznacitPolozky({
    polozky: polia.flatMap((p) => (p.kind === 'ciselnik' ? [{ fieldName: p.name, typ: p.typ, uuid: values[p.name] as string | undefined }] : [])),
  });
  const opatrenie: OpatrenieZaznam = { uuid: randomUUID() };
  for (const p of polia) {
    if (values[p.name] !== undefined) opatrenie[p.kind === 'ciselnik' ? ciselnikPoleId(p.name) : p.name] = values[p.name];
  }
  await changeSkodovaUdalost(skodovaUdalostId, {
    stavy: SKODOVA_UDALOST_AKCIE.opatrenia,
    apply(e) {
      const z = opatreniaZaznam(e);
      return { next: { ...e, opatrenia: { ...z, [druh]: [...z[druh], opatrenie] } } };
    },
  });
  return { uuid: opatrenie.uuid };
}
