/**
 * Embedded OpenID Connect provider for local mode (npm `oidc-provider`), mounted under /oidc.
 * It plays the part Cognito plays in AWS: the product talks to it with openid-client only.
 * Demo accounts all have the password 'demo'. Its own Slovak login page keeps the input names
 * `login` and `password`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from 'oidc-provider';
import { ensureLocalAccounts, readLocalAccounts } from '../../functions/pouzivatelia/domain/directory/local-directory';

export interface IdpAccount {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
}

export const DEMO_PASSWORD = 'demo';
export const LOCAL_CLIENT_ID = 'evidencia-skod-local';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | Evidencia škôd</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:0;background:#f3f2f1;color:#0b0c0c}
header{background:#0b0c0c;color:#fff;padding:12px 24px;font-weight:bold;font-size:19px}
main{max-width:420px;margin:40px auto;background:#fff;padding:24px 32px;border-top:5px solid #1d70b8}
h1{font-size:28px;margin:0 0 16px}label{display:block;font-weight:bold;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;font-size:19px;padding:6px;border:2px solid #0b0c0c}
input:focus,button:focus{outline:3px solid #fd0;outline-offset:0}
button{margin-top:24px;font-size:19px;padding:8px 16px;background:#00703c;color:#fff;border:0;box-shadow:0 2px 0 #002d18;cursor:pointer}
.error{border-left:5px solid #d4351c;padding:8px 12px;color:#d4351c;font-weight:bold;margin-bottom:12px}
.hint{color:#505a5f;font-size:16px;margin-top:24px}
</style></head>
<body><header>Štátna ochrana prírody Slovenskej republiky – prihlásenie</header><main>${body}</main></body></html>`;
}

function loginForm(uid: string, error?: string, login = ''): string {
  return page(
    'Prihlásenie',
    `<h1>Prihlásenie</h1>
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="/oidc/interaction/${esc(uid)}/login" autocomplete="off">
<label for="login">Prihlasovacie meno</label>
<input id="login" name="login" value="${esc(login)}" required autofocus autocapitalize="none" spellcheck="false">
<label for="password">Heslo</label>
<input id="password" name="password" type="password" required>
<button type="submit">Prihlásiť sa</button>
</form>
<p class="hint">Lokálny režim: demo účty sú vypísané v README a v konzole pri štarte, heslo je „${DEMO_PASSWORD}“.</p>`,
  );
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      data += c;
      if (data.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(data)));
    req.on('error', reject);
  });
}

/**
 * oidc-provider warns about Node 20 (Lambda runs 22; this provider runs only locally) and about its
 * in-memory storage (intended here: demo sign-ins need not survive a restart). Those two known
 * warnings are kept out of the start output; any other warning still prints.
 */
const EXPECTED_WARNINGS = [/Unsupported runtime/, /in-memory adapter/];
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!EXPECTED_WARNINGS.some((re) => re.test(String(args[0])))) warn(...args);
  };
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

/**
 * `accountsFile` (the local directory, functions/pouzivatelia/domain/directory/local-directory.ts):
 * created with the missing `accounts` and re-read on every sign-in, so accounts added or removed at
 * runtime take effect; without it, the provider knows `accounts` only.
 */
export async function createIdentityProvider(options: { origin: string; accounts: readonly IdpAccount[]; accountsFile?: string }) {
  const { default: Provider } = await quietly(() => import('oidc-provider'));
  const issuer = `${options.origin}/oidc`;
  const fixed = new Map(options.accounts.map((a) => [a.login, a]));
  const file = options.accountsFile;
  if (file) ensureLocalAccounts(file, options.accounts);
  const accounts = {
    get: (login: string): IdpAccount | undefined => {
      if (!file) return fixed.get(login);
      const a = readLocalAccounts(file).find((x) => x.login === login);
      return a && { ...a, email: a.email ?? '' };
    },
    has: (login: string) => accounts.get(login) !== undefined,
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${options.origin}/auth/callback`],
        post_logout_redirect_uris: [`${options.origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, id) {
      const a = accounts.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, preferred_username: id, given_name: a.meno, family_name: a.priezvisko, email: a.email };
        },
      };
    },
    claims: { openid: ['sub'], profile: ['preferred_username', 'given_name', 'family_name'], email: ['email'] },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // A fresh signing key per start: ID tokens are verified right after they are issued.
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'local' }] },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          // First-party application: sign out without asking again.
          ctx.body = page(
            'Odhlásenie',
            `<h1>Odhlasovanie…</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button type="submit" form="op.logoutForm">Odhlásiť sa</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
          );
        },
      },
    },
    // The product is the only (first-party) client: no consent screen.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Chyba prihlásenia', `<h1>Chyba prihlásenia</h1><p>${esc(String(out.error_description ?? out.error))}</p><p><a href="/">Späť na úvodnú stránku</a></p>`);
    },
    ttl: { Session: 10 * 3600, Interaction: 3600, Grant: 10 * 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
  };

  const provider = await quietly(async () => new Provider(issuer, configuration));
  provider.proxy = true;
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL) {
    const m = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!m) return false;
    res.setHeader('cache-control', 'no-store');
    try {
      if (req.method === 'GET' && !m[2]) {
        const details = await provider.interactionDetails(req, res);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginForm(details.uid));
        return true;
      }
      if (req.method === 'POST' && m[2]) {
        const details = await provider.interactionDetails(req, res);
        const form = await readForm(req);
        const login = (form.get('login') ?? '').trim();
        if (!accounts.has(login) || form.get('password') !== DEMO_PASSWORD) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginForm(details.uid, 'Nesprávne prihlasovacie meno alebo heslo.', login));
          return true;
        }
        await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
        return true;
      }
    } catch {
      // Expired or unknown interaction: start again from the product.
      res.writeHead(303, { location: '/auth' });
      res.end();
      return true;
    }
    return false;
  }

  return {
    issuer,
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      if (await interaction(req, res, url)) return;
      // oidc-provider expects paths relative to its mount point and finds the mount from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
      req.url = (req.url ?? '/').replace(/^\/oidc/, '') || '/';
      callback(req, res);
    },
  };
}
