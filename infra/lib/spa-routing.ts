/**
 * CloudFront Function (viewer request, JS runtime 2.0) of the web build's behaviour:
 * a path without a file extension is a client-side route of the SPA and gets
 * /index.html; files (/assets/x.js, /favicon.ico) pass through. API and sign-in paths
 * have their own behaviours and never reach it; the guard keeps it harmless if they did.
 */
export const SPA_ROUTING_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.startsWith('/api/') || uri.startsWith('/auth') || uri === '/logout') {
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

/** Path patterns served by the HTTP API instead of the web bucket. */
export const API_PATH_PATTERNS = ['/api/*', '/auth*', '/logout'] as const;

/**
 * The formula documents /vzorce_{slug}.pdf (shared/api/vzorce.ts) are the API route
 * GET /api/vzorce/{subor}: their behaviour goes to the HTTP API like /api/*, and this viewer-request
 * function puts the prefix in front of the path (the local server does the same).
 */
export const VZORCE_PATH_PATTERN = '/vzorce_*';
export const vzorceRewriteFunctionCode = (prefix: string) => `function handler(event) {
  var request = event.request;
  request.uri = '${prefix}' + request.uri;
  return request;
}
`;
