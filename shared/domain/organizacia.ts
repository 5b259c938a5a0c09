export const ORGANIZACIA_TYPY = ['MZP', 'OU', 'SOP'] as const;
export type OrganizaciaTyp = (typeof ORGANIZACIA_TYPY)[number];

/**
 * The workplace's contact for the public (all optional): the reporter's 'Stav hlásenia' page shows it
 * beside the workplace's name, so it must be an office's contact, never a person's. The names live
 * here, not beside the organisation schemas (shared/api/organizacie.ts): the organisation repository,
 * which every route's session check loads, needs only them, and importing them from the schema module
 * put its schemas (zod's e-mail format among them, ≈ 15 kB) into every route's bundle.
 */
export const VEREJNY_KONTAKT_POLIA = ['verejnaAdresa', 'verejnyTelefon', 'verejnyEmail', 'uradneHodiny'] as const;
export type VerejnyKontaktPole = (typeof VEREJNY_KONTAKT_POLIA)[number];
export type VerejnyKontakt = Partial<Record<VerejnyKontaktPole, string>>;

export const ORGANIZACIA_TYP_LABELS: Record<OrganizaciaTyp, string> = {
  MZP: 'MŽP SR',
  OU: 'OÚ',
  SOP: 'ŠOP SR',
};

/**
 * User bar organisation display (spec part 1 §1): the alphabetically first
 * organisation code plus the count of the others ("KOD + N"), or '-' when none.
 */
export function organizacieDisplay(kody: readonly string[]): string {
  if (kody.length === 0) return '-';
  const sorted = [...kody].sort(new Intl.Collator('sk').compare);
  return sorted.length === 1 ? sorted[0] : `${sorted[0]} + ${sorted.length - 1}`;
}
