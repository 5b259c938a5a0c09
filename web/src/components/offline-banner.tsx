import { useEffect, useSyncExternalStore } from 'react';
import { isOffline, subscribeConnection, watchBrowserConnection } from '../lib/connection-status';
import { COMMON_TEXTS } from '../texts';

/** Shown while the browser is offline or after a network failure, until the site root answers again. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline, isOffline);
  useEffect(() => watchBrowserConnection(), []);
  return (
    <div role="status" aria-live="assertive">
      {offline && <p className="es-offline">{COMMON_TEXTS.connectionLost}</p>}
    </div>
  );
}
