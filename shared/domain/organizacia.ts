export const ORGANIZACIA_TYPY = ['MZP', 'OU', 'SOP'] as const;
export type OrganizaciaTyp = (typeof ORGANIZACIA_TYPY)[number];

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
