import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';

/** GET /api/is/pouzivatel/moj-profil – loaded on entry of every guarded staff page (spec part 1 §6). */
export const mojProfilQuery = queryOptions({
  queryKey: ['pouzivatel', 'moj-profil'],
  queryFn: ({ signal }) => callApi(routes.mojProfil, { signal }),
  // Rights can change at any time (settings): every guarded page revalidates the profile on entry.
  staleTime: 0,
});

export const loadMojProfil = (queryClient: QueryClient) =>
  queryClient.ensureQueryData({ ...mojProfilQuery, revalidateIfStale: true });

