import { useEffect, useSyncExternalStore } from 'react';
import { getOfflineText, isOffline, subscribeConnection, watchBrowserConnection } from '../lib/connection-status';
import { COMMON_TEXTS } from '../texts';

/** Shown while the browser is offline or after a network failure, until the site root answers again. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline, isOffline);
  const text = useSyncExternalStore(subscribeConnection, getOfflineText, getOfflineText);
  useEffect(() => watchBrowserConnection(), []);
  return (
    <div role="status" aria-live="assertive">
      {offline && <p className="es-offline">{text ?? COMMON_TEXTS.connectionLost}</p>}
    </div>
  );
}
