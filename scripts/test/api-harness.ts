/**
 * API test harness: the real local server (adapter + handlers + embedded identity provider)
 * on a free port, against DynamoDB Local with a fresh table for this test file.
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetClients } from '../../functions/lib/clients';
import { resetEnvCache } from '../../functions/lib/env';
import { DEMO_POUZIVATELIA, IDP_ONLY_ACCOUNTS } from '../seed/data/demo-pouzivatelia';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  origin: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Session cookie for an account, created directly in the session store (fast path). */
  sessionCookie(login: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startTestApi(options: { seed?: boolean } = {}): Promise<TestApi> {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { copyItems, ensureTable } = await import('../local/dynamodb');
  const tableName = `t-${randomUUID()}`;
  const endpoint = inject('dynamoEndpoint');
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'eu-central-1',
    OIDC_CLIENT_ID: 'evidencia-skod-local',
    OIDC_ALLOW_HTTP: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const client = new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await ensureTable(client, tableName);
  // the seed's items, written once for the run (scripts/test/global-setup.ts): the same data as
  // running the seed here, which took 12–20 s of every file
  if (options.seed !== false) await copyItems(client, inject('seededTable'), tableName);

  const { createLocalServer } = await import('../local/server');
  const { createIdentityProvider } = await import('../local/identity-provider');
  const { startLocalS3 } = await import('../local/s3');
  let idp: Awaited<ReturnType<typeof createIdentityProvider>> | undefined;
  let s3: Awaited<ReturnType<typeof startLocalS3>> | undefined;
  let publicData: ReturnType<typeof import('../local/public-data').localPublicData> | undefined;
  const { OTVORENE_DATA_PREFIX } = await import('@shared/api/skody-v-cislach');
  const server: http.Server = createLocalServer({
    identityProvider: { handle: (req, res, url) => (idp as NonNullable<typeof idp>).handle(req, res, url) },
    extra: [
      { prefix: '/s3', handle: (req, res, url) => (s3 as NonNullable<typeof s3>).handle(req, res, url) },
      (await import('../local/wms')).localWms,
      { prefix: OTVORENE_DATA_PREFIX, handle: (req, res, url) => (publicData as NonNullable<typeof publicData>).handle(req, res, url) },
    ],
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  s3 = await startLocalS3({ bucket: 'test-uploads', otherBuckets: ['test-public-data'], publicOrigin: origin });
  publicData = (await import('../local/public-data')).localPublicData({ internalEndpoint: s3.internalEndpoint, bucket: 'test-public-data' });
  Object.assign(process.env, {
    APP_ORIGIN: origin,
    OIDC_ISSUER: `${origin}/oidc`,
    S3_ENDPOINT: `${origin}/s3`,
    UPLOADS_BUCKET: 'test-uploads',
    PUBLIC_DATA_BUCKET: 'test-public-data',
  });
  resetEnvCache();
  resetClients();
  // the local directory of this test file (tests add accounts with putLocalAccount)
  process.env.LOCAL_DIRECTORY_FILE = path.join(tmpdir(), `${tableName}-directory.json`);
  idp = await createIdentityProvider({
    origin,
    accounts: [...DEMO_POUZIVATELIA, ...IDP_ONLY_ACCOUNTS].map((a) => ({ login: a.login, meno: a.meno, priezvisko: a.priezvisko, email: a.email })),
    accountsFile: process.env.LOCAL_DIRECTORY_FILE,
  });

  return {
    origin,
    async call<T>(method: string, path: string, o: CallOptions = {}) {
      const headers: Record<string, string> = { ...o.headers };
      if (o.cookie) headers.cookie = o.cookie;
      if (o.body !== undefined || o.rawBody !== undefined) headers['content-type'] ??= 'application/json';
      if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = origin;
      const res = await fetch(`${origin}${path}`, {
        method,
        headers,
        body: o.rawBody ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
        redirect: 'manual',
      });
      const text = await res.text();
      let body: unknown = text;
      // a 304 keeps the answer's content type but has no body
      if (text && (res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
      return { status: res.status, headers: res.headers, body: body as T, text };
    },
    async sessionCookie(login: string) {
      const { sessionRepo } = await import('../../functions/data/session-repo');
      const { id } = await sessionRepo.create({ login, sub: login }, 1);
      return `es_sid=${id}`;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      publicData?.stop();
      await s3?.stop();
    },
  };
}

/**
 * The API of one test file: started before its tests (the first `beforeAll`, so hooks the file adds
 * later already find it running) and stopped after them. The returned handle forwards to the running
 * API, so a file declares it once instead of a `let` assigned and stopped by hand.
 */
export function fileTestApi(options: { seed?: boolean } = {}): TestApi {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(options);
  });
  afterAll(() => running?.stop());
  const current = () => {
    if (!running) throw new Error('The test API runs only inside hooks and tests (it starts in beforeAll).');
    return running;
  };
  return {
    get origin() {
      return current().origin;
    },
    call: <T,>(method: string, path: string, o?: CallOptions) => current().call<T>(method, path, o),
    sessionCookie: (login) => current().sessionCookie(login),
    stop: () => current().stop(),
  };
}

/**
 * Signs in through the real flow: /auth → identity provider → login form → /auth/callback.
 * Follows redirects by hand with a tiny cookie jar, like a browser would.
 */
export async function loginThroughIdp(
  api: TestApi,
  login: string,
  password = 'demo',
  navrat?: string,
): Promise<{ location: string; sessionCookie?: string; loginPage?: string }> {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/i.test(c) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = `${api.origin}/auth${navrat ? `?navrat=${encodeURIComponent(navrat)}` : ''}`;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded', origin: api.origin } : {}),
      },
      body,
    });
    absorb(res);
    body = undefined;
    method = 'GET';
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === api.origin && !next.pathname.startsWith('/oidc') && !next.pathname.startsWith('/auth')) {
        return { location: next.pathname + next.search, sessionCookie: jar.has('es_sid') ? `es_sid=${jar.get('es_sid')}` : undefined };
      }
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status === 200 && action && html.includes('name="password"')) {
      if (hop > 8) return { location: url, loginPage: html };
      if (jar.has('__login_attempted')) return { location: url, loginPage: html };
      jar.set('__login_attempted', '1');
      url = new URL(action, url).href;
      method = 'POST';
      body = new URLSearchParams({ login, password }).toString();
      continue;
    }
    throw new Error(`Unexpected response ${res.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error('Too many redirects');
}
