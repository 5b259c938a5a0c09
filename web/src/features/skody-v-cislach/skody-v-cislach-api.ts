import { queryOptions } from '@tanstack/react-query';
import type { SkodyVCislachDokument } from '@shared/api/skody-v-cislach';
import { otvoreneDataUrl, SKODY_V_CISLACH_SUBORY } from '@shared/domain/skody-v-cislach';

/**
 * The precomputed document of 'Škody v číslach' – a static file from the edge cache, not an API call;
 * null while the job has not written it yet (404).
 */
export const skodyVCislachQuery = () =>
  queryOptions({
    queryKey: ['skody-v-cislach'],
    queryFn: async ({ signal }): Promise<SkodyVCislachDokument | null> => {
      const res = await fetch(otvoreneDataUrl(SKODY_V_CISLACH_SUBORY.dokument), { signal });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as SkodyVCislachDokument;
    },
    staleTime: 10 * 60_000,
  });
