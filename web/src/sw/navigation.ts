/**
 * Paths the service worker never answers for a navigation: the staff area and the server's own routes
 * (personal data and rights are checked there on every request, so they are never served from a cache).
 */
export const SW_NAVIGATE_DENYLIST = [/^\/is(\/|$)/, /^\/api\//, /^\/auth/, /^\/logout/, /^\/oidc/, /^\/vzorce_/, /^\/dokumenty\//];

/** The only API answers the worker keeps: the public code lists and workplaces the wizard's first screen needs. */
export const isPublicCodeListRequest = (url: URL, method: string) => method === 'GET' && /^\/api\/web-oznamenie\/(ciselniky|organizacie)$/.test(url.pathname);
