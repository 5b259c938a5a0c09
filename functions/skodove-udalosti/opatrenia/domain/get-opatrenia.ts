/** GET …/opatrenia: the measures record of an event with the labels of its code-list values (spec part 2 §3). */
import {
  ciselnikPoleId,
  OPATRENIE_DRUHY,
  OPATRENIE_POLIA,
  type OpatreniaDetail,
  type OpatreniaZaznam,
  type OpatrenieDruh,
  type OpatrenieZaznam,
} from '@shared/api/opatrenia';
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import type { SkodovaUdalostItem } from '@functions/data/skodova-udalost-repo';
import { nacitajPolozky } from '../../aggregate/ciselnik-polozky';
import { loadSkodovaUdalost } from '../../aggregate/change';

export const PRAZDNE_OPATRENIA: OpatreniaZaznam = { pastieri: [], umiestnenieStada: [], ochranneTechnickeZariadenia: [], straznePsy: [] };

/** The record's measures part, with empty lists where none were added yet. */
export const opatreniaZaznam = (e: SkodovaUdalostItem): OpatreniaZaznam => ({ ...PRAZDNE_OPATRENIA, ...e.opatrenia });

/** The measures of an event as the API answers them (also what the PDF describes). */
export async function opatreniaDetail({ e }: { e: SkodovaUdalostItem }): Promise<OpatreniaDetail> {
  const z = opatreniaZaznam(e);
  const refs: { typ: CiselnikTyp; uuid: string | undefined }[] = [];
  for (const druh of OPATRENIE_DRUHY) {
    for (const o of z[druh]) {
      for (const p of OPATRENIE_POLIA[druh]) if (p.kind === 'ciselnik') refs.push({ typ: p.typ, uuid: o[ciselnikPoleId(p.name)] as string | undefined });
    }
  }
  const labels = await nacitajPolozky({ refs });
  const view = (druh: OpatrenieDruh, o: OpatrenieZaznam) => {
    const out: Record<string, unknown> = { uuid: o.uuid };
    for (const p of OPATRENIE_POLIA[druh]) {
      out[p.name] = p.kind === 'ciselnik' ? labels.get(o[ciselnikPoleId(p.name)] as string) : o[p.name];
    }
    return out;
  };
  return {
    skodovaUdalostId: e.uuid,
    skodovaUdalostStav: e.stav,
    minuleOpatrenieRealizacia: z.minuleOpatrenieRealizacia,
    minuleOpatrenieOpis: z.minuleOpatrenieOpis,
    navrhNovychOpatreni: z.navrhNovychOpatreni,
    noveOpatreniePopis: z.noveOpatreniePopis,
    pastieri: z.pastieri.map((o) => view('pastieri', o)),
    umiestnenieStada: z.umiestnenieStada.map((o) => view('umiestnenieStada', o)),
    ochranneTechnickeZariadenia: z.ochranneTechnickeZariadenia.map((o) => view('ochranneTechnickeZariadenia', o)),
    straznePsy: z.straznePsy.map((o) => view('straznePsy', o)),
    version: e.version,
  } as OpatreniaDetail;
}

export async function getOpatrenia({ id }: { id: string }): Promise<OpatreniaDetail> {
  return opatreniaDetail({ e: await loadSkodovaUdalost(id) });
}
