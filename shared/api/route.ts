import type { ZodMiniType } from 'zod/mini';
import type { Opravnenie } from '../domain/opravnenia';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

/**
 * Who may call a route, checked on the server before the handler runs:
 * - public: anyone (public wizard, public pages, auth flow)
 * - login: a signed-in session (the product user record may be missing: moj-profil answers 403 then)
 * - rights: a signed-in, active product user holding at least one of the rights
 * - allOf: a signed-in, active product user holding every one of the rights (e.g. 'Nová šk. udalosť':
 *   EVIDENCIA_OZNAMENI and EVIDENCIA_SKOD, spec part 2 §6)
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'rights'; anyOf: readonly Opravnenie[] }
  | { kind: 'allOf'; allOf: readonly Opravnenie[] };

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
export const anyOf = (...rights: Opravnenie[]): Access => ({ kind: 'rights', anyOf: rights });
export const allOf = (...rights: Opravnenie[]): Access => ({ kind: 'allOf', allOf: rights });

export interface LambdaNeeds {
  /** Native npm packages (e.g. sharp) installed into the bundle instead of bundled; built for the build host's architecture. */
  nativeModules?: readonly string[];
  /** The handler sends e-mail (SES). */
  sendsMail?: boolean;
  /** The handler lists the staff directory (Cognito ListUsers on the product's user pool). */
  readsDirectory?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** A zod/mini schema (./zm.ts); classic zod schemas would satisfy this type too, but none is used. */
export type Schema = ZodMiniType;

export interface RouteDef<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, R extends Schema = Schema> {
  method: HttpMethod;
  /** Full path as API Gateway sees it, e.g. '/api/is/organizacia/{id}'. */
  path: string;
  /** Handler module under functions/, without extension, e.g. 'organizacie/get-organizacie'. */
  handler: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON response schema; absent for 204, redirects and file downloads. */
  response?: R;
  /** Successful calls are written to the audit log (default: staff routes that change state). */
  audit?: boolean;
  /**
   * The route shows staff personal data: every call is written to the read log (who, when, which
   * record, through which route – never the data itself). 'record': the record named by the path's
   * first parameter; 'list': the records of the answer's rows (their uuids; an answer without JSON
   * rows – a CSV – is logged without them).
   */
  personalData?: 'record' | 'list';
  /** What the route's Lambda needs beyond the defaults (read by the CDK api stack). */
  lambda?: LambdaNeeds;
  /** A GET route that changes data (the spec's GET …/remove): it gets write permissions in AWS. */
  writes?: boolean;
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
}

export function defineRoute<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  def: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> {
  return def;
}

/** Route key as API Gateway HTTP API writes it: 'GET /api/is/organizacie'. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Fills '{name}' placeholders of a route path; every parameter must be present and non-empty. */
export function buildPath(path: string, params: Record<string, string | number> = {}, caller = path): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === null || v === '') {
      throw new Error(`Required parameter ${name} was null or undefined when calling ${caller}.`);
    }
    return encodeURIComponent(String(v));
  });
}

/** Matches a concrete path against a route path; returns the decoded parameters or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern
      .split('/')
      .map((seg) => {
        const m = /^\{(\w+)(\+?)\}$/.exec(seg);
        if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]);
        return m[2] ? '(.+)' : '([^/]+)';
      })
      .join('/')}/?$`,
  );
  const found = re.exec(actual);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((n, i) => {
    try {
      params[n] = decodeURIComponent(found[i + 1]);
    } catch {
      params[n] = found[i + 1];
    }
  });
  return params;
}
