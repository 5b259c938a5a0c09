/**
 * What a point tells about the place (spec part 2 §2 'Map picker'), from the imported polygons and the
 * code lists – no third-party service:
 * - the district: the OKRES polygon holding the point; its region: the district's parent (KRAJ);
 * - the cadastral area: the KATASTRALNE_UZEMIE polygon holding the point, when cadastral polygons are
 *   imported; its municipality: the area's parent (OBEC) – municipalities are imported as points
 *   (CSV centroids), not polygons, so the area is the only exact way to the municipality;
 * - the competent ŠOP SR workplace: the configured district → workplace table
 *   (shared/domain/okres-pracovisko.ts); only a valid SOP organisation, else null (the client shows
 *   the auto-detection message).
 * An inactive item, or one whose parent does not lie in the detected district, is not offered.
 */
import type { PracoviskoResponse } from '@shared/api/mapa';
import { OKRES_PRACOVISKO } from '@shared/domain/okres-pracovisko';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { activeItem as activeParent, miestoPolozka as polozka } from './miesto-obce';
import { polygonsAtPoint } from './point-in-polygons';

/** The first active item of `typ` among the polygons holding the point (neighbouring simplified polygons may overlap along a border). */
async function firstActive(typ: string, point: { lat: number; lon: number; trustMs: number }, fits: (item: CiselnikPolozkaItem) => boolean = () => true) {
  for (const hit of await polygonsAtPoint({ typ, ...point })) {
    const item = await ciselnikRepo.get(typ, hit.uuid);
    if (item?.aktivna && fits(item)) return polozka(item, hit.kod);
  }
  return null;
}

export async function detectPracovisko(o: {
  lat: number;
  lon: number;
  trustMs: number;
  /** The table to use (default: the configured one); tests pass their own. */
  mapping?: Readonly<Record<string, string>>;
}): Promise<PracoviskoResponse> {
  const point = { lat: o.lat, lon: o.lon, trustMs: o.trustMs };
  const [okres, ku] = await Promise.all([firstActive('OKRES', point), firstActive('KATASTRALNE_UZEMIE', point)]);
  const okresItem = okres ? await ciselnikRepo.get('OKRES', okres.uuid) : null;
  const [kraj, obecItem] = await Promise.all([
    activeParent('KRAJ', okresItem?.nadradenaPolozkaUuid),
    ku ? ciselnikRepo.get('KATASTRALNE_UZEMIE', ku.uuid).then((k) => activeParent('OBEC', k?.nadradenaPolozkaUuid)) : null,
  ]);
  // a municipality of another district (a border point on simplified polygons) would contradict the district
  const obec = obecItem && (!okres || obecItem.nadradenaPolozkaUuid === okres.uuid) ? polozka(obecItem) : null;
  const miesto = { okres, kraj: kraj ? polozka(kraj) : null, obec, katastralneUzemie: obec ? ku : null };
  if (!okres) return { pracovisko: null, ...miesto };
  const kod = (o.mapping ?? OKRES_PRACOVISKO)[okres.kod];
  const org = kod ? (await organizaciaRepo.listAll({ trustMs: o.trustMs })).find((x) => x.kod === kod) : undefined;
  const pracovisko = org && org.typ === 'SOP' && org.platnost ? { uuid: org.uuid, kod: org.kod, nazov: org.nazov } : null;
  return { pracovisko, ...miesto };
}
