/** Personal data: the person search, the export links and the erasure on request (right OSOBNE_UDAJE). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@shared/api/route';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';

export interface OsobySearch {
  meno?: string;
  datumNarodenia?: string;
  ico?: string;
  email?: string;
}

export const hasCriterion = (s: OsobySearch) => Boolean(s.meno || s.datumNarodenia || s.ico || s.email);

export const osobyQuery = (s: OsobySearch) =>
  queryOptions({
    queryKey: ['osobne-udaje', 'osoby', s],
    queryFn: ({ signal }) => callApi(routes.osoby, { query: s, signal }),
    staleTime: 0,
  });

/** The download of a person's copy (a plain link: the browser saves the file). */
export const exportUrl = (uuid: string, format: 'pdf' | 'json') => `${buildPath(routes.osobaExport.path, { id: uuid })}?format=${format}`;

/** Erasure on request: anonymises one person now, with a reason; the search results are read again. */
export function useAnonymizovat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, dovod }: { uuid: string; dovod: string }) => callApi(routes.osobaAnonymizovat, { params: { id: uuid }, body: { dovod } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['osobne-udaje'] }),
  });
}
