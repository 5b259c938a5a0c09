import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for the buttons that change something on the server (state changes, saves,
 * assignments). `run(fn)` ignores a call while an earlier one is still running – a double-click
 * sends one request, not two whose second is refused for the state the first one reached – and
 * `pending` disables the buttons meanwhile. The ref, not the state, decides: two clicks can land
 * before React renders the disabled button.
 */
export function useSingleFlight(): { pending: boolean; run: <T>(fn: () => Promise<T>) => Promise<T | undefined> } {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await fn();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
