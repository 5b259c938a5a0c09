/** Slovak texts of the subject (party) identity rules; apart from ./subjekt (zod) so eagerly loaded web texts stay free of zod. */
export const SUBJEKT_MSG = {
  typSubjektu: 'Vyberte typ subjektu.',
  icoFormat: 'IČO môže obsahovať najviac 8 číslic.',
} as const;
