/** Code lists as the forms of several features read them (the damage-event parts, the damage filter). */
import { ciselnikyRoutes } from '@shared/api/ciselniky.routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** Active items of code lists for selects (GET /aktivne-ciselniky); under ['ciselniky'], so code-list edits refresh it. */
export const aktivneCiselnikyQuery = (typy: readonly string[]) =>
  queryOptions({
    queryKey: ['ciselniky', 'aktivne', [...typy].sort().join(',')],
    queryFn: ({ signal }) => callApi(ciselnikyRoutes.aktivneCiselniky, { query: { typy: typy.join(',') }, signal }),
    staleTime: 60_000,
  });
