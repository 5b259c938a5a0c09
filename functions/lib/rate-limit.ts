/**
 * Fixed-window rate limits for anonymous public writes, counted in DynamoDB (items expire by TTL).
 * In AWS a WAF rate-based rule in front of CloudFront limits raw request floods per IP; this
 * limits what one draft or one client may do through the handlers.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { dynamo, tableName } from './clients';
import { HttpError } from './errors';

/** Documented limits (per minute); each can be raised by an environment variable, e.g. for load tests. */
export const RATE_LIMITS = {
  /** wizard step saves, submit and cancel, per draft */
  draftWrites: { env: 'RATE_LIMIT_DRAFT_WRITES_PER_MIN', perMinute: 60 },
  /** photo upload permissions and removals, per draft */
  uploads: { env: 'RATE_LIMIT_UPLOADS_PER_MIN', perMinute: 60 },
  /** new drafts, per client address */
  newDrafts: { env: 'RATE_LIMIT_NEW_DRAFTS_PER_MIN', perMinute: 20 },
  /** subject (IČO) searches, per client address */
  searches: { env: 'RATE_LIMIT_SEARCHES_PER_MIN', perMinute: 120 },
  /** map look-ups (feature-info proxy, workplace detection), per client address */
  mapLookups: { env: 'RATE_LIMIT_MAP_LOOKUPS_PER_MIN', perMinute: 240 },
  /** 'Stav hlásenia' look-ups (by code and e-mail, by the personal link) and opt-outs, per client address: a reporter needs a few, a guesser many */
  statusLookups: { env: 'RATE_LIMIT_STATUS_LOOKUPS_PER_MIN', perMinute: 10 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

const limitOf = (name: RateLimitName) => {
  const configured = Number(process.env[RATE_LIMITS[name].env]);
  return Number.isFinite(configured) && configured > 0 ? configured : RATE_LIMITS[name].perMinute;
};

/**
 * The client's address: API Gateway's source IP (behind CloudFront, the viewer address CloudFront
 * forwards as `ip:port`). A header value that is no IP address is not trusted – in AWS only CloudFront
 * reaches the handlers and sets it, but a forged or garbage value must not become a key (a 3 kB value
 * exceeded DynamoDB's key size and answered 500).
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && viewer.length <= 64) {
    const ip = viewer.trim().replace(/:\d{1,5}$/, '').replace(/^\[(.*)\]$/, '$1');
    if (isIP(ip)) return ip;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** Counts one request for `subject`; throws HTTP 429 with a Slovak message once the minute's limit is exceeded. */
export async function rateLimit(name: RateLimitName, subject: string): Promise<void> {
  const windowStart = Math.floor(Date.now() / 60_000);
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `RATE#${name}#${subject}`, sk: `W#${windowStart}` },
      UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':exp': (windowStart + 2) * 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(out.Attributes?.count) > limitOf(name)) {
    throw new HttpError(429, { generalErrors: [WIZARD_MSG.rateLimited], fieldErrors: [] });
  }
}
