/**
 * The rights: the spec's seven (part 1 §3) and OSOBNE_UDAJE – the data-protection officer's work on a
 * person's data (their copy, the read log, erasure on request). Checked on the server for every route.
 */
export const OPRAVNENIA = [
  'EVIDENCIA_OZNAMENI',
  'EVIDENCIA_SKOD',
  'SPRAVA_CENNIKOV',
  'SPRAVA_CISELNIKOV',
  'VYHODNOCOVANIE_UDAJOV',
  'SPRAVA_POUZIVATELOV',
  'VYHODNOCOVANIE_HISTORICKYCH_UDAJOV',
  'OSOBNE_UDAJE',
] as const;
export type Opravnenie = (typeof OPRAVNENIA)[number];

export const OPRAVNENIE_LABELS: Record<Opravnenie, string> = {
  EVIDENCIA_OZNAMENI: 'Evidencia oznámení',
  EVIDENCIA_SKOD: 'Evidencia škôd',
  SPRAVA_CENNIKOV: 'Správa cenníkov',
  SPRAVA_CISELNIKOV: 'Správa číselníkov',
  VYHODNOCOVANIE_UDAJOV: 'Vyhodnocovanie údajov',
  SPRAVA_POUZIVATELOV: 'Správa používateľov',
  VYHODNOCOVANIE_HISTORICKYCH_UDAJOV: 'Vyhodnocovanie historických údajov',
  OSOBNE_UDAJE: 'Správa osobných údajov',
};

export function hasAnyRight(user: { opravnenia: readonly string[] } | null | undefined, anyOf: readonly Opravnenie[]): boolean {
  if (!user) return false;
  return anyOf.some((r) => user.opravnenia.includes(r));
}
