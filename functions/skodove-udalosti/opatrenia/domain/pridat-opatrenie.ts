/**
 * POST …/{skodovaUdalostId}/opatrenia/{kind}: adds one measure (spec part 2 §3, §5) in ROZPRACOVANA or
 * V_SETRENI. Its code-list values are checked (type, active) and marked used before the write; a
 * concurrent change of the event is retried (no client version for adding an entry).
 */
import { randomUUID } from 'node:crypto';
import { ciselnikPoleId, OPATRENIE_POLIA, type OpatrenieBody, type OpatrenieDruh, type OpatrenieZaznam } from '@shared/api/opatrenia';
import { overitAOznacitPolozky } from './ciselnik-polozky';
import { opatreniaZaznam } from './opatrenia-detail';
import { nacitajUdalost, overitStav, zmenitSoZopakovanim } from './udalost';

export async function pridatOpatrenie<D extends OpatrenieDruh>({
  skodovaUdalostId,
  druh,
  body,
}: {
  skodovaUdalostId: string;
  druh: D;
  body: OpatrenieBody<D>;
}): Promise<{ uuid: string }> {
  // state first: a refused add marks nothing as used
  overitStav({ e: await nacitajUdalost({ id: skodovaUdalostId }), akcia: 'opatrenia' });
  const values = body as Record<string, string | number | boolean | undefined>;
  const polia = OPATRENIE_POLIA[druh];
  await overitAOznacitPolozky({
    polozky: polia.flatMap((p) => (p.kind === 'ciselnik' ? [{ fieldName: p.name, typ: p.typ, uuid: values[p.name] as string | undefined }] : [])),
  });
  const opatrenie: OpatrenieZaznam = { uuid: randomUUID() };
  for (const p of polia) {
    if (values[p.name] !== undefined) opatrenie[p.kind === 'ciselnik' ? ciselnikPoleId(p.name) : p.name] = values[p.name];
  }
  await zmenitSoZopakovanim({
    id: skodovaUdalostId,
    zmena: (e) => {
      overitStav({ e, akcia: 'opatrenia' });
      const z = opatreniaZaznam(e);
      return { ...e, opatrenia: { ...z, [druh]: [...z[druh], opatrenie] } };
    },
  });
  return { uuid: opatrenie.uuid };
}
