import { queryOptions } from '@tanstack/react-query';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import type { StrankaKod } from '@shared/api/stranky';
import { callApi } from '@web/lib/api-client';

/** POST /api/web-oznamenie/stranka-obsah/{strankaKod}: content of a static page (markdown). */
export const strankaQuery = (strankaKod: StrankaKod) =>
  queryOptions({
    queryKey: ['stranka-obsah', strankaKod],
    queryFn: ({ signal }) => callApi(routes.webStrankaObsah, { params: { strankaKod }, signal }),
    staleTime: 5 * 60_000,
  });
