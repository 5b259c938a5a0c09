/** Code-list types used now. Further types (history, damage subjects…) come with their issues. */
export const CISELNIK_TYPY = ['KRAJ', 'OKRES', 'OBEC', 'STAT'] as const;
export type CiselnikTyp = (typeof CISELNIK_TYPY)[number];

/** Route slug of a code list: lowercase with hyphens (spec part 2 §2). */
export const ciselnikSlug = (typ: string) => typ.toLowerCase().replace(/_/g, '-');
export const ciselnikTypFromSlug = (slug: string) => slug.toUpperCase().replace(/-/g, '_');
