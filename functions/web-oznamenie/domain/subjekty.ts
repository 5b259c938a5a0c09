import type { Subjekt } from '@shared/api/web-oznamenie';
import { poskodenyRepo } from '../../data/poskodeny-repo';

/**
 * IČO search of the wizard: tokens are the words of the typed text; digits of the longest token
 * select businesses by IČO prefix, the other tokens must occur in the IČO too. Natural persons
 * (FO) are not in the index at all.
 */
export async function searchSubjekty(text: string): Promise<Subjekt[]> {
  const tokens = text.split(/\s+/).map((t) => t.replace(/\D/g, '')).filter(Boolean);
  if (!tokens.length) return [];
  const longest = [...tokens].sort((a, b) => b.length - a.length)[0].slice(0, 8);
  const found = await poskodenyRepo.searchBusinessesByIcoPrefix(longest, 20);
  return found
    .filter((p) => p.typSubjektu !== 'FO' && p.ico && tokens.every((t) => (p.ico as string).includes(t)))
    .map((p) => ({
      uuid: p.uuid,
      typSubjektu: p.typSubjektu as Subjekt['typSubjektu'],
      ico: p.ico as string,
      obchodneMeno: p.obchodneMeno ?? '',
      nazovPrevadzky: p.nazovPrevadzky,
      adresa: p.adresa,
    }));
}
