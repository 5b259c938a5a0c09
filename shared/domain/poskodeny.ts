/** Injured party (poškodený) domain (spec part 1 §3). */
export const TYPY_SUBJEKTU = ['FO', 'FO_PODNIKATEL', 'PO'] as const;
export type TypSubjektu = (typeof TYPY_SUBJEKTU)[number];

export const TYP_SUBJEKTU_LABELS: Record<TypSubjektu, string> = {
  FO: 'Fyzická osoba',
  FO_PODNIKATEL: 'Fyzická osoba – podnikateľ',
  PO: 'Právnická osoba',
};

export const isNaturalPerson = (t: TypSubjektu) => t === 'FO';

/** Who a party is: a natural person's name and birth date, or a business's IČO, name and premises. */
export interface IdentitaSubjektu {
  typSubjektu: TypSubjektu;
  datumNarodenia?: string;
  titulPredMenom?: string;
  meno?: string;
  priezvisko?: string;
  titulZaMenom?: string;
  ico?: string;
  obchodneMeno?: string;
  nazovPrevadzky?: string;
}

/** The identity a form sent, keeping only the fields of its type (a form switched from PO to FO may still carry an IČO). */
export function identitaPodlaTypu(v: IdentitaSubjektu): IdentitaSubjektu {
  const fo = isNaturalPerson(v.typSubjektu);
  return {
    typSubjektu: v.typSubjektu,
    datumNarodenia: fo ? v.datumNarodenia : undefined,
    titulPredMenom: fo ? v.titulPredMenom : undefined,
    meno: fo ? v.meno : undefined,
    priezvisko: fo ? v.priezvisko : undefined,
    titulZaMenom: fo ? v.titulZaMenom : undefined,
    ico: fo ? undefined : v.ico,
    obchodneMeno: fo ? undefined : v.obchodneMeno,
    nazovPrevadzky: fo ? undefined : v.nazovPrevadzky,
  };
}

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
