/**
 * Runtime configuration of every handler, parsed once with zod. zod/mini: every route imports this
 * module, and classic zod cannot be tree-shaken (≈100 kB of every bundle that reaches it).
 */
import * as z from 'zod/mini';

const envSchema = z.object({
  TABLE_NAME: z._default(z.string().check(z.minLength(1)), 'evidencia-skod'),
  UPLOADS_BUCKET: z._default(z.string().check(z.minLength(1)), 'evidencia-skod-uploads'),
  /** The bucket CloudFront serves /otvorene-data/ from: the public page's precomputed document and downloads. */
  PUBLIC_DATA_BUCKET: z._default(z.string().check(z.minLength(1)), 'evidencia-skod-public-data'),
  /** Public origin of the product (scheme://host[:port]); used for CSRF checks and the OIDC redirect URI. */
  APP_ORIGIN: z._default(z.url(), 'http://localhost:3000'),
  OIDC_ISSUER: z._default(z.url(), 'http://localhost:3000/oidc'),
  OIDC_CLIENT_ID: z._default(z.string().check(z.minLength(1)), 'evidencia-skod-local'),
  /** Only the local embedded provider runs on plain http. */
  OIDC_ALLOW_HTTP: z._default(z.enum(['true', 'false']), 'false'),
  /** Where to send the browser after product logout when the issuer has no end_session_endpoint (Cognito's /logout URL). */
  OIDC_LOGOUT_URL: z.optional(z.url()),
  SESSION_HOURS: z._default(z.coerce.number().check(z.positive(), z.maximum(24)), 10),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z._default(z.string(), 'eu-central-1'),
  /** The x-origin-verify value CloudFront sends (AWS only); when set, requests without it get 403. */
  ORIGIN_VERIFY: z.optional(z.string().check(z.minLength(32))),
  /** Map overlays: 'sluzby' = the real services of shared/domain/map-layers.ts; 'lokalne' = the product's own WMS (local mode, no internet). */
  MAP_LAYERS: z._default(z.enum(['sluzby', 'lokalne']), 'sluzby'),
  /**
   * Where the read log of personal data goes (functions/http/read-log.ts): 'log' = one JSON line on
   * stdout that a CloudWatch Logs subscription hands to the read-log consumer (AWS: no write on the
   * request path); 'table' = written to the table in the background (the long-running local server).
   */
  READ_LOG_SINK: z._default(z.enum(['log', 'table']), 'table'),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;
export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
/** Tests and the local server set variables before the first call; this forgets the cached values. */
export function resetEnvCache() {
  cached = undefined;
}
