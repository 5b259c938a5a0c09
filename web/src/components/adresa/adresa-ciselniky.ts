/** Address code lists (OBEC, OKRES, KRAJ, STAT) for the address fields of the wizard and the staff forms. */
import { queryOptions } from '@tanstack/react-query';
import type { CiselnikHodnota } from '@shared/api/ciselniky';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { callApi } from '@web/lib/api-client';

const CISELNIK_TYPY_ADRESA = 'OBEC,OKRES,KRAJ,STAT';
export interface AdresaCiselniky {
  OBEC: CiselnikHodnota[];
  OKRES: CiselnikHodnota[];
  KRAJ: CiselnikHodnota[];
  STAT: CiselnikHodnota[];
}

/** Active code lists of the address in their order; a failed load yields empty lists (spec part 1 §8). */
export const ciselnikyQuery = () =>
  queryOptions({
    queryKey: ['web-ciselniky', CISELNIK_TYPY_ADRESA],
    queryFn: async ({ signal }): Promise<AdresaCiselniky> => {
      const out: AdresaCiselniky = { OBEC: [], OKRES: [], KRAJ: [], STAT: [] };
      try {
        const lists = await callApi(routes.webCiselniky, { query: { typy: CISELNIK_TYPY_ADRESA }, signal });
        for (const l of lists) {
          // in the server's order: the items' set order, else their names in Slovak collation (Slovakia first among states)
          if (l.type in out) out[l.type as keyof AdresaCiselniky] = l.values;
        }
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') throw e;
      }
      return out;
    },
    staleTime: 60 * 60_000,
    // a failed load is empty lists, and the service worker answers from its cache without signal: never wait for
    // Query's 'online' (the wizard's step 2 awaits these lists in its loader)
    networkMode: 'always',
  });

