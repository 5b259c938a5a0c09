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
