/**
 * Response security headers of the web app: the same policy is applied by the CloudFront
 * response-headers policy in AWS and by the local server.
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

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
};
