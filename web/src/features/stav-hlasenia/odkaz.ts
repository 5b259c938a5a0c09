/**
 * The personal link's token travels in the URL fragment (`#odkaz=…`): browsers never send it to a
 * server, so no access log or Referer holds it. Read once, then removed from the address bar.
 */
export function takeOdkaz(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('odkaz') ?? undefined;
  if (token !== undefined) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token || undefined;
}
