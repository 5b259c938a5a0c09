/**
 * 'Škody v číslach': the public, precomputed picture of the damage records (no sign-in). A scheduled
 * job (functions/jobs/skody-v-cislach.ts) writes one JSON document and its downloads into the public
 * data bucket; CloudFront serves them from its edge cache under /otvorene-data/ (locally the local
 * server from the same store), so a visit reads no database. The document holds counts and sums only:
 * events of every state are counted, amounts are the awarded ones of decided events; the map is the
 * EEA 10 km grid with cells of fewer than MIN_UDALOSTI_V_BUNKE events left out.
 *
 * The schema is strict: a field it does not name (a name, a code, a point) fails the job before it writes.
 */
import * as z from './zm';

export * from '../domain/skody-v-cislach';

const pocet = z.int().check(z.nonnegative());
const suma = z.number().check(z.nonnegative());

/**
 * Events counted (every state), of them decided, and the sum awarded in the decided ones (EUR) –
 * null where it is not published (fewer than MIN_ROZHODNUTI_PRE_SUMU decisions: potlacitMaleSumy).
 */
const pocty = {
  pocetUdalosti: pocet,
  pocetRozhodnutych: pocet,
  sumaPriznana: z.nullable(suma),
};

export const skodyVCislachDokument = z.strictObject({
  /** ISO instant the job built the document. */
  vygenerovane: z.string(),
  licencia: z.strictObject({ nazov: z.string(), url: z.string(), uvedenie: z.string() }),
  /** Every year from the first with an event to the current one, ascending. */
  roky: z.array(z.int()),
  podlaRoka: z.array(z.strictObject({ rok: z.int(), ...pocty })),
  /** 12 rows per year (months without events hold zeros). */
  podlaMesiaca: z.array(z.strictObject({ rok: z.int(), mesiac: z.int().check(z.minimum(1), z.maximum(12)), ...pocty })),
  /** By the damage-causing species of the final statement ('Neurčený' before it names one). */
  podlaDruhu: z.array(z.strictObject({ rok: z.int(), druh: z.string(), ...pocty })),
  /** By the region (kraj) of the damaged items' place. */
  podlaKraja: z.array(z.strictObject({ rok: z.int(), kraj: z.string(), ...pocty })),
  mapa: z.strictObject({
    od: z.int(),
    do: z.int(),
    minPocet: pocet,
    /** Published cells: EEA code, centre [lng, lat], events. */
    bunky: z.array(z.strictObject({ bunka: z.string(), stred: z.tuple([z.number(), z.number()]), pocetUdalosti: pocet })),
    /** Cells left out (fewer than minPocet events) and their events. */
    skryteBunky: pocet,
    skryteUdalosti: pocet,
    /** Events of the period without any place. */
    bezPolohy: pocet,
  }),
});
export type SkodyVCislachDokument = z.infer<typeof skodyVCislachDokument>;
