/**
 * Response security headers: ONE definition for the CloudFront response-headers policy in AWS
 * (infra/lib/web-stack.ts, on the web app and on /api/*, /auth*, /logout) and for the local server
 * (scripts/local/static.ts for the web app, scripts/local/server.ts for the API paths).
 */
/**
 * Map tiles come from OpenStreetMap (and other https tile/geocoder hosts), uploads go straight
 * to S3 with presigned POSTs, MapLibre runs its worker from a blob: URL. No form-action: the
 * logout form's redirect chain ends at the identity provider (Cognito hosted UI in AWS), which
 * form-action would block.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org https:",
  "connect-src 'self' https:",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** The policy in the terms of CloudFront's response-headers policy; every value overrides the origin's. */
export const SECURITY_HEADER_POLICY = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  /** Two years, subdomains, preload. Browsers ignore it over plain http (the local server), as RFC 6797 says. */
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubdomains: true, preload: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** Not one of CloudFront's security headers: sent as a custom header of the same policy. */
  customHeaders: { 'permissions-policy': 'geolocation=(self), camera=(), microphone=()' },
} as const;

/** The policy as HTTP response headers (lower-case names), exactly what both CloudFront and the local server send. */
function securityHeadersOf(policy: typeof SECURITY_HEADER_POLICY): Record<string, string> {
  const hsts = policy.strictTransportSecurity;
  return {
    'content-security-policy': policy.contentSecurityPolicy,
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}${hsts.preload ? '; preload' : ''}`,
    'x-content-type-options': policy.contentTypeOptions,
    'x-frame-options': policy.frameOptions,
    'referrer-policy': policy.referrerPolicy,
    ...policy.customHeaders,
  };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeadersOf(SECURITY_HEADER_POLICY);
