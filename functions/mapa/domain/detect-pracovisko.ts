/**
 * The competent ŠOP SR workplace of a point (spec part 2 §2): the imported district
 * polygon holding the point (point-in-polygon, no third-party service) and the configured
 * district → workplace table (shared/domain/okres-pracovisko.ts). Only a valid SOP organisation
 * is returned; otherwise `pracovisko` is null and the client shows the auto-detection message.
 */
import type { PracoviskoResponse } from '@shared/api/mapa';
import { OKRES_PRACOVISKO } from '@shared/domain/okres-pracovisko';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { polygonsAtPoint } from './point-in-polygons';

export async function detectPracovisko(o: {
  lat: number;
  lon: number;
  trustMs: number;
  /** The table to use (default: the configured one); tests pass their own. */
  mapping?: Readonly<Record<string, string>>;
}): Promise<PracoviskoResponse> {
  const hits = await polygonsAtPoint({ typ: 'OKRES', lat: o.lat, lon: o.lon, trustMs: o.trustMs });
  // neighbouring simplified polygons may overlap along a border: the first active item wins
  for (const hit of hits) {
    const item = await ciselnikRepo.get('OKRES', hit.uuid);
    if (!item?.aktivna) continue;
    const okres = { uuid: item.uuid, kod: item.kod ?? hit.kod, nazov: item.label };
    const kod = (o.mapping ?? OKRES_PRACOVISKO)[okres.kod];
    const org = kod ? (await organizaciaRepo.listAll({ trustMs: o.trustMs })).find((x) => x.kod === kod) : undefined;
    const pracovisko = org && org.typ === 'SOP' && org.platnost ? { uuid: org.uuid, kod: org.kod, nazov: org.nazov } : null;
    return { pracovisko, okres };
  }
  return { pracovisko: null, okres: null };
}
