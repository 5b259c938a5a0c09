/**
 * The typed web client, built on THE route table (shared/api/routes.ts): the path comes from
 * `buildPath`, the method and the response schema from the route definition. Error handling
 * follows spec part 1 §8:
 * - network failure or 408 → 'Spojenie so serverom bolo prerušené, …' (and the offline banner)
 * - status ≥ 500 → 'Došlo k neočakávanej chybe, …' (the body is never shown)
 * - 401 → full-page redirect to /auth?navrat=<path>, except for a POST to the root path
 * - 403 → /is/nezosynchronizovany-pouzivatel when the URL ends with /pouzivatel/moj-profil,
 *         else /is/nedostatocne-opravnenie; the error is still thrown
 */
import type * as z from 'zod/mini';
import { type ErrorBody, errorBodySchema } from '@shared/api/errors';
import { buildPath, type RouteDef, type Schema } from '@shared/api/route';
import { COMMON_TEXTS } from '../texts';
import { ApiError } from './api-error';
import { apiNavigation, MOJ_PROFIL_SUFFIX, NEDOSTATOCNE_OPRAVNENIE_PATH, NEZOSYNCHRONIZOVANY_PATH, loginUrl } from './api-navigation';
import { reportNetworkFailure } from './connection-status';

export { ApiError, type FieldError, isApiError } from './api-error';
export { setApiNavigation } from './api-navigation';

type Input<T> = T extends Schema ? z.input<T> : never;
type Output<T> = T extends Schema ? z.output<T> : undefined;

// biome-ignore lint/suspicious/noExplicitAny: generic route of any shape
type AnyRoute = RouteDef<any, any, any, any>;

export interface CallOptions<R extends AnyRoute> {
  params?: R extends RouteDef<infer P, Schema, Schema, Schema> ? Input<P> : never;
  query?: R extends RouteDef<Schema, infer Q, Schema, Schema> ? Input<Q> : never;
  body?: R extends RouteDef<Schema, Schema, infer B, Schema> ? Input<B> : never;
  signal?: AbortSignal;
}

export type ApiResponse<R extends AnyRoute> = Output<NonNullable<R['response']>>;

/** Query string from a flat object; arrays become comma lists, empty values are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    sp.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

async function readErrorBody(res: Response): Promise<ErrorBody | null> {
  try {
    const parsed = errorBodySchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const fallbackText = (status: number): string => {
  if (status === 401) return COMMON_TEXTS.unauthorized;
  if (status === 403) return COMMON_TEXTS.forbidden;
  if (status === 404) return COMMON_TEXTS.notFoundApi;
  return COMMON_TEXTS.serverError;
};

/** Maps a non-2xx response to an ApiError and performs the navigation side effects. */
export async function toApiError(res: Response, method: string, url: string): Promise<ApiError> {
  const status = res.status;
  if (status === 408) return new ApiError(status, [COMMON_TEXTS.connectionLost]);
  if (status >= 500) return new ApiError(status, [COMMON_TEXTS.serverError]);

  const body = await readErrorBody(res);
  const error =
    body && (body.generalErrors.length > 0 || body.fieldErrors.length > 0)
      ? new ApiError(status, body.generalErrors, body.fieldErrors)
      : new ApiError(status, [fallbackText(status)]);

  const pathOnly = url.split('?')[0];
  if (status === 401 && !(method === 'POST' && pathOnly === '/')) {
    const nav = apiNavigation();
    nav.toLogin(loginUrl(nav.currentPath()));
  } else if (status === 403) {
    apiNavigation().to(pathOnly.endsWith(MOJ_PROFIL_SUFFIX) ? NEZOSYNCHRONIZOVANY_PATH : NEDOSTATOCNE_OPRAVNENIE_PATH);
  }
  return error;
}

/**
 * Calls one route of the route table. Path parameters are required (buildPath throws
 * 'Required parameter X was null or undefined when calling Y.'), the success body is parsed
 * with the route's response schema, errors become `ApiError`.
 */
export async function callApi<R extends AnyRoute>(route: R, options: CallOptions<R> = {}): Promise<ApiResponse<R>> {
  const method = route.method === 'ANY' ? 'GET' : route.method;
  const url =
    buildPath(route.path, (options.params ?? {}) as Record<string, string | number>, `${method} ${route.path}`) +
    toQueryString(options.query as Record<string, unknown> | undefined);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    reportNetworkFailure();
    throw new ApiError(0, [COMMON_TEXTS.connectionLost]);
  }

  if (!res.ok) throw await toApiError(res, method, url);
  if (res.status === 204 || !route.response) return undefined as ApiResponse<R>;

  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.status, [COMMON_TEXTS.serverError]);
  }
  const parsed = (route.response as Schema).safeParse(json);
  if (!parsed.success) {
    console.error(`Neplatná odpoveď ${method} ${route.path}`, parsed.error);
    throw new ApiError(res.status, [COMMON_TEXTS.serverError]);
  }
  return parsed.data as ApiResponse<R>;
}
