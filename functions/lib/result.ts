/** Non-JSON results a handler may return instead of plain data. */
export class HttpResult {
  constructor(
    readonly statusCode: number,
    readonly headers: Record<string, string> = {},
    readonly body = '',
    readonly cookies: string[] = [],
    readonly isBase64Encoded = false,
  ) {}
}

export const noContent = () => new HttpResult(204);
export const redirect = (location: string, cookies: string[] = [], status: 302 | 303 = 302) =>
  new HttpResult(status, { location, 'cache-control': 'no-store' }, '', cookies);
export const html = (body: string, status = 200) =>
  new HttpResult(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body);

/**
 * A JSON answer that is a kept, never-changed object (functions/lib/read-cache.ts: cachedRead,
 * derive): route() checks it against the route's response schema and serialises it once per
 * object, and sends the kept JSON while the handler returns the same object.
 */
export class KeptAnswer {
  constructor(readonly value: object) {}
}

export const keptAnswer = (value: object) => new KeptAnswer(value);
