/** The calls of the tabs 'Účinnosť opatrení' and 'Očakávané výplaty' (shared/api/statistiky-analyzy.ts). */
import { queryOptions } from '@tanstack/react-query';
import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { callApi } from '@web/lib/api-client';
import { downloadCsv } from '@web/lib/download-csv';

export const ucinnostOpatreniQuery = (mesiace: number) =>
  queryOptions({
    queryKey: ['statistiky', 'ucinnost-opatreni', mesiace],
    queryFn: ({ signal }) => callApi(routes.statistikyUcinnostOpatreni, { body: { mesiace }, signal }),
    staleTime: 30_000,
  });

export const ocakavaneVyplatyQuery = queryOptions({
  queryKey: ['statistiky', 'ocakavane-vyplaty'],
  queryFn: ({ signal }) => callApi(routes.statistikyOcakavaneVyplaty, { signal }),
  staleTime: 30_000,
});

/** The comparison as CSV (file name from the server). */
export const exportUcinnostOpatreniCsv = (mesiace: number) => downloadCsv(routes.statistikyUcinnostOpatreniExport.path, { mesiace }, 'ucinnost-opatreni.csv');
