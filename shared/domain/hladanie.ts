/**
 * Search normalisation shared by the injured-party search (server) and its form (web):
 * lower case, no diacritics ('Ľubomír' → 'lubomir'), tokens split on whitespace.
 */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 255;

export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Distinct normalised tokens of a text, longest first. */
export function searchTokens(text: string): string[] {
  const tokens = normalizeSearch(text).split(' ').filter(Boolean);
  return [...new Set(tokens)].sort((a, b) => b.length - a.length);
}
