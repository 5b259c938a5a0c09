/**
 * Connection state behind the offline banner (spec part 1 §8): it turns "offline" when the
 * browser reports offline or an API call failed with a network error, then polls the site
 * root (HEAD /, no cache) until it answers, and turns "online" again.
 */
type Listener = () => void;

export const POLL_INTERVAL_MS = 5000;

let offline = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function set(value: boolean) {
  if (offline === value) return;
  offline = value;
  for (const l of listeners) l();
}

async function probe(): Promise<boolean> {
  try {
    const res = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}

function schedulePoll() {
  if (timer !== undefined) return;
  timer = setTimeout(async () => {
    timer = undefined;
    const browserOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
    if (browserOnline && (await probe())) {
      set(false);
    } else {
      schedulePoll();
    }
  }, POLL_INTERVAL_MS);
}

/** Called by the API client on a network failure. */
export function reportNetworkFailure(): void {
  set(true);
  schedulePoll();
}

export const isOffline = () => offline;

let offlineText: string | null = null;
/**
 * What the banner says while offline, when a screen knows better than 'try again later' (the wizard keeps the
 * report on the device and sends it itself); null restores the default.
 */
export function setOfflineText(text: string | null): void {
  if (offlineText === text) return;
  offlineText = text;
  for (const l of listeners) l();
}
export const getOfflineText = () => offlineText;

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Browser online/offline events; returns the cleanup. */
export function watchBrowserConnection(): () => void {
  const onOffline = () => reportNetworkFailure();
  const onOnline = () => schedulePoll();
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  if (navigator.onLine === false) reportNetworkFailure();
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

/** For tests. */
export function resetConnectionStatus(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  offline = false;
  listeners.clear();
}
