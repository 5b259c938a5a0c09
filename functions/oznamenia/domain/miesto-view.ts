/**
 * The place of damage of a notification as staff see it: a report may name only a
 * municipality; the submit then stores the municipality's point as the GPS position. Wherever the
 * place is shown (detail, PDF), the municipality is named and such a point is marked as approximate.
 */
import { ciselnikRepo } from '../../data/ciselnik-repo';
import type { OznamenieItem } from '../../data/oznamenie-repo';

export interface Miesto {
  obec: { uuid: string; nazov: string } | null;
  /** The GPS position is the municipality's point, not a point the reporter chose. */
  lokalitaPriblizna: boolean;
}

type Place = Pick<OznamenieItem, 'obecId' | 'lokalitaGpsSirka' | 'lokalitaGpsDlzka'>;

const same = (a: number | undefined, b: number | undefined) => a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9;

export async function miestoOf(o: Place): Promise<Miesto> {
  if (!o.obecId) return { obec: null, lokalitaPriblizna: false };
  const obec = await ciselnikRepo.get('OBEC', o.obecId);
  if (!obec) return { obec: null, lokalitaPriblizna: false };
  const obecPoint = same(o.lokalitaGpsSirka, obec.lat) && same(o.lokalitaGpsDlzka, obec.lon);
  return { obec: { uuid: obec.uuid, nazov: obec.label }, lokalitaPriblizna: obecPoint };
}
