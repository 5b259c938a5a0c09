/**
 * Deployment configuration read from CDK context (`-c key=value` or cdk.json), with
 * defaults that let `npm run synth` work on a clean checkout with no arguments.
 */
import { RETENCIA_ENV, retencneLehoty } from '@shared/domain/retencia';
import { Annotations, type App, type Stack } from 'aws-cdk-lib';

export interface InfraConfig {
  /** Deployment stage, part of every stack name: EvidenciaSkod-<stage>-Data. */
  stage: string;
  /** Public origin of the product (scheme://host, no trailing slash). */
  appOrigin: string;
  /** True when appOrigin came from the default (a placeholder, not deployable as is). */
  appOriginIsDefault: boolean;
  /** Prefix of the Cognito hosted UI domain (<prefix>.auth.<region>.amazoncognito.com). */
  cognitoDomainPrefix: string;
  /** ACM certificate (us-east-1) for appOrigin's host name on CloudFront; without it CloudFront serves its own domain. */
  certificateArn?: string;
  /** Sender of e-mails, a verified SES identity: 'Evidencia škôd <noreply@sopsr.sk>'. */
  mailFrom: string;
  /** WAF web ACL (output of the Waf stack, us-east-1) attached to the distribution. */
  webAclArn?: string;
  /**
   * Version id of the origin-verify secret to use (after `put-secret-value`): changing it changes
   * the templates, so CloudFront and the functions pick up the new value. Default: the current one.
   */
  originVerifyVersionId?: string;
  /**
   * The table the functions use instead of the Data stack's evidencia-skod-<stage> (-c tableName=…):
   * after a point-in-time restore to a new table (README → Runbook). The Data stack keeps its table.
   */
  tableName?: string;
  /** E-mail addresses subscribed to the alarm topics (-c alarmEmail=ops@…,other@…); none: subscribe by hand. */
  alarmEmails: string[];
  /** WAF rate-based rules, requests per 5 minutes per client address (-c wafPublicApiLimit=…, -c wafGlobalLimit=…). */
  wafLimits: { publicApi: number; all: number; statusLookup: number };
  /** Handler rate limits per minute (-c RATE_LIMIT_…_PER_MIN=…), set as the functions' environment; absent: the code's defaults. */
  rateLimits: Partial<Record<RateLimitEnv, string>>;
  /** Retention periods in years (-c RETENCIA_…_ROKY=…, shared/domain/retencia.ts), set as the retention job's environment; absent: the defaults. */
  retencia: Record<string, string>;
}

/**
 * Environment variables of the handlers' own rate limits (functions/lib/rate-limit.ts RATE_LIMITS;
 * a test keeps the two lists equal). Each is also a CDK context key of the same name.
 */
export const RATE_LIMIT_ENV = [
  'RATE_LIMIT_DRAFT_WRITES_PER_MIN',
  'RATE_LIMIT_UPLOADS_PER_MIN',
  'RATE_LIMIT_NEW_DRAFTS_PER_MIN',
  'RATE_LIMIT_SEARCHES_PER_MIN',
  'RATE_LIMIT_MAP_LOOKUPS_PER_MIN',
  'RATE_LIMIT_STATUS_LOOKUPS_PER_MIN',
] as const;
export type RateLimitEnv = (typeof RATE_LIMIT_ENV)[number];

/** Defaults of the WAF rate-based rules: requests per 5 minutes per client address. */
/**
 * Requests per 5 minutes per client address. statusLookup: 'Stav hlásenia' (a reporter needs a few;
 * the handlers allow 10 a minute, so WAF stops a guesser that keeps going well before the API sees it).
 */
export const DEFAULT_WAF_LIMITS = { publicApi: 300, all: 2000, statusLookup: 60 } as const;

const DEFAULT_STAGE = 'dev';
const DEFAULT_ORIGIN = 'https://evidencia-skod.example.invalid';

export function readConfig(app: App): InfraConfig {
  const ctx = (key: string): string | undefined => {
    const v = app.node.tryGetContext(key);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const stage = ctx('stage') ?? DEFAULT_STAGE;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context 'stage' must be lower-case letters, digits and '-', max 20 chars: '${stage}'.`);
  }
  const rawOrigin = ctx('appOrigin');
  const appOrigin = (rawOrigin ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
  const url = new URL(appOrigin);
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`Context 'appOrigin' must be an https origin without a path: '${appOrigin}'.`);
  }
  const cognitoDomainPrefix = ctx('cognitoDomainPrefix') ?? `evidencia-skod-${stage}`;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(cognitoDomainPrefix) || /aws|amazon|cognito/.test(cognitoDomainPrefix)) {
    throw new Error(`Context 'cognitoDomainPrefix' is not a valid Cognito domain prefix: '${cognitoDomainPrefix}'.`);
  }
  const positiveInt = (key: string, fallback: number, min = 1): number => {
    const raw = ctx(key);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`Context '${key}' must be a whole number ≥ ${min}: '${raw}'.`);
    return n;
  };
  const alarmEmails = (ctx('alarmEmail') ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const email of alarmEmails) {
    if (!/^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(email)) throw new Error(`Context 'alarmEmail' must be e-mail addresses separated by commas: '${email}'.`);
  }
  const tableName = ctx('tableName');
  if (tableName !== undefined && !/^[a-zA-Z0-9_.-]{3,255}$/.test(tableName)) throw new Error(`Context 'tableName' is not a DynamoDB table name: '${tableName}'.`);
  const rateLimits: InfraConfig['rateLimits'] = {};
  for (const key of RATE_LIMIT_ENV) if (ctx(key) !== undefined) rateLimits[key] = String(positiveInt(key, 0));
  const retencia: Record<string, string> = {};
  for (const key of Object.values(RETENCIA_ENV)) if (ctx(key) !== undefined) retencia[key] = ctx(key) as string;
  retencneLehoty(retencia); // refuses a bad value at synth time, not at the first nightly run
  return {
    stage,
    appOrigin,
    appOriginIsDefault: rawOrigin === undefined,
    cognitoDomainPrefix,
    certificateArn: ctx('certificateArn'),
    webAclArn: ctx('webAclArn'),
    mailFrom: ctx('mailFrom') ?? 'Evidencia škôd <noreply@sopsr.sk>',
    originVerifyVersionId: ctx('originVerifyVersionId'),
    tableName,
    alarmEmails,
    // AWS WAF accepts rate limits from 10 requests per evaluation window.
    wafLimits: {
      publicApi: positiveInt('wafPublicApiLimit', DEFAULT_WAF_LIMITS.publicApi, 10),
      all: positiveInt('wafGlobalLimit', DEFAULT_WAF_LIMITS.all, 10),
      statusLookup: positiveInt('wafStatusLookupLimit', DEFAULT_WAF_LIMITS.statusLookup, 10),
    },
    rateLimits,
    retencia,
  };
}

/** Stack name for a part of the product: EvidenciaSkod-<stage>-<part>. */
export const stackName = (config: InfraConfig, part: string) => `EvidenciaSkod-${config.stage}-${part}`;

/** Warns (without failing synth) when the placeholder origin is used. */
export function warnIfDefaultOrigin(config: InfraConfig, stack: Stack) {
  if (config.appOriginIsDefault) {
    Annotations.of(stack).addWarningV2(
      'evidencia-skod:defaultAppOrigin',
      `No -c appOrigin=https://… given: using the placeholder ${config.appOrigin}. Cognito callbacks, CORS and CSRF checks need the real origin before deploying.`,
    );
  }
}
