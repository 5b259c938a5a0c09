/** Runtime configuration of every handler, parsed once with zod. */
import * as z from 'zod';

const envSchema = z.object({
  TABLE_NAME: z.string().min(1).default('evidencia-skod'),
  UPLOADS_BUCKET: z.string().min(1).default('evidencia-skod-uploads'),
  /** Public origin of the product (scheme://host[:port]); used for CSRF checks and the OIDC redirect URI. */
  APP_ORIGIN: z.string().url().default('http://localhost:3000'),
  OIDC_ISSUER: z.string().url().default('http://localhost:3000/oidc'),
  OIDC_CLIENT_ID: z.string().min(1).default('evidencia-skod-local'),
  /** Only the local embedded provider runs on plain http. */
  OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  /** Where to send the browser after product logout when the issuer has no end_session_endpoint (Cognito's /logout URL). */
  OIDC_LOGOUT_URL: z.string().url().optional(),
  SESSION_HOURS: z.coerce.number().positive().max(24).default(10),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  AWS_REGION: z.string().default('eu-central-1'),
  /** The x-origin-verify value CloudFront sends (AWS only); when set, requests without it get 403. */
  ORIGIN_VERIFY: z.string().min(32).optional(),
  /** Map overlays: 'sluzby' = the real services of shared/domain/map-layers.ts; 'lokalne' = the product's own WMS (local mode, no internet). */
  MAP_LAYERS: z.enum(['sluzby', 'lokalne']).default('sluzby'),
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
