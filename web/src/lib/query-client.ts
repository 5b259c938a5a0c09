import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Client errors (4xx) are answers, not glitches: no retry. Network and 5xx errors retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
