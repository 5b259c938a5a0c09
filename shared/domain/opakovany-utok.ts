/**
 * Repeat attacks: a case (notification or damage event) with a place belongs to a cluster with the
 * earlier cases of the same damage-causing species within a radius and a time window; from a
 * threshold (the n-th case of the cluster) the case raises an alert. Pure rules: the data layer
 * finds the candidates (a geohash-keyed index, docs/access-patterns.md G1), this decides.
 */
import turfDistance from '@turf/distance';

export type OpakovanyUtokTyp = 'OZNAMENIE' | 'SKODOVA_UDALOST';

/** One case as the spatial index holds it. */
export interface GeoPripad {
  typ: OpakovanyUtokTyp;
  uuid: string;
  kod: string;
  /**
   * The case it stands for: an event made from a notification (or one that made its notification)
   * and that notification are ONE case – the event's `oznamenieId`, else its own uuid.
   */
  pripadId: string;
  /** Damage date, yyyy-MM-dd. */
  datum: string;
  lat: number;
  lng: number;
  /** Damage-causing species (code list POVODCA_SKODY uuid) where known. */
  druhId?: string;
  /** The competent workplace (ŠOP). */
  pracoviskoId?: string;
}

export interface OpakovanyUtokParametre {
  /** Radius in km, the distance itself included. */
  polomerKm: number;
  /** Window in days before the case's damage date, both ends included. */
  dni: number;
  /** The case that makes the cluster this many cases large raises the alert (the case itself counts). */
  prah: number;
}

export interface OpakovanyUtokNastavenie {
  predvolene: OpakovanyUtokParametre;
  /** Per species (POVODCA_SKODY uuid); species without a row use `predvolene`. */
  druhy: ({ povodcaSkodyId: string } & OpakovanyUtokParametre)[];
}

export const OPAKOVANY_UTOK_PREDVOLENE: OpakovanyUtokParametre = { polomerKm: 5, dni: 30, prah: 3 };

export interface SuvisiaciPripad extends GeoPripad {
  vzdialenostKm: number;
}

/** The parameters for a case: its species' row, else the defaults (also for an unknown species). */
export function parametre(nastavenie: OpakovanyUtokNastavenie, druhId: string | undefined): OpakovanyUtokParametre {
  const row = druhId ? nastavenie.druhy.find((d) => d.povodcaSkodyId === druhId) : undefined;
  return row ? { polomerKm: row.polomerKm, dni: row.dni, prah: row.prah } : nastavenie.predvolene;
}

/** Great-circle distance in km (turf's haversine on the mean Earth radius). */
export const vzdialenostKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number =>
  turfDistance([a.lng, a.lat], [b.lng, b.lat], { units: 'kilometers' });

/** yyyy-MM-dd `days` days before `date` (calendar days, no time zone involved). */
export function dniPred(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The earlier cases related to `pripad`: damage date within [date − dni, date], distance ≤ polomerKm,
 * and not of another species when both species are known (an unknown species – a notification never
 * knows it – matches any). The case itself and the other record of the same case are left out; of
 * two records of one case the event is kept (it may know the species). Nearest first.
 */
export function suvisiacePripady(pripad: GeoPripad, kandidati: readonly GeoPripad[], p: OpakovanyUtokParametre): SuvisiaciPripad[] {
  const od = dniPred(pripad.datum, p.dni);
  const byCase = new Map<string, SuvisiaciPripad>();
  for (const k of kandidati) {
    if (k.pripadId === pripad.pripadId) continue;
    if (k.datum < od || k.datum > pripad.datum) continue;
    if (pripad.druhId && k.druhId && k.druhId !== pripad.druhId) continue;
    const vzdialenost = vzdialenostKm(pripad, k);
    if (vzdialenost > p.polomerKm) continue;
    const seen = byCase.get(k.pripadId);
    if (!seen || (seen.typ === 'OZNAMENIE' && k.typ === 'SKODOVA_UDALOST')) byCase.set(k.pripadId, { ...k, vzdialenostKm: vzdialenost });
  }
  return [...byCase.values()].sort((a, b) => a.vzdialenostKm - b.vzdialenostKm || (a.datum < b.datum ? 1 : a.datum > b.datum ? -1 : 0));
}

/** Whether the case with these related earlier cases raises the alert (the case itself is one of the cluster). */
export const jeOpakovanyUtok = (suvisiace: readonly unknown[], p: OpakovanyUtokParametre): boolean => suvisiace.length + 1 >= p.prah;

/**
 * The cluster's identity for 'one e-mail per cluster and day': the earliest case of the cluster (by
 * date, then case id). A fourth case joining the same cluster the same day keeps it, so it sends nothing more.
 */
export function klucZhluku(pripad: GeoPripad, suvisiace: readonly GeoPripad[]): string {
  const all = [pripad, ...suvisiace];
  all.sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : a.pripadId < b.pripadId ? -1 : a.pripadId > b.pripadId ? 1 : 0));
  return all[0].pripadId;
}
