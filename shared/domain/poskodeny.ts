/** Injured party (poškodený) domain (spec part 1 §3). */
export const TYPY_SUBJEKTU = ['FO', 'FO_PODNIKATEL', 'PO'] as const;
export type TypSubjektu = (typeof TYPY_SUBJEKTU)[number];

export const TYP_SUBJEKTU_LABELS: Record<TypSubjektu, string> = {
  FO: 'Fyzická osoba',
  FO_PODNIKATEL: 'Fyzická osoba – podnikateľ',
  PO: 'Právnická osoba',
};

export const isNaturalPerson = (t: TypSubjektu) => t === 'FO';

/** Display name: a natural person 'titul meno priezvisko, titul za'; others 'obchodné meno - prevádzka'. */
export function poskodenyDisplayName(p: {
  typSubjektu: TypSubjektu;
  titulPredMenom?: string | null;
  meno?: string | null;
  priezvisko?: string | null;
  titulZaMenom?: string | null;
  obchodneMeno?: string | null;
  nazovPrevadzky?: string | null;
}): string {
  if (p.typSubjektu === 'FO') {
    const name = [p.titulPredMenom, p.meno, p.priezvisko].filter(Boolean).join(' ');
    return p.titulZaMenom ? `${name}, ${p.titulZaMenom}` : name;
  }
  return [p.obchodneMeno, p.nazovPrevadzky].filter(Boolean).join(' - ');
}
