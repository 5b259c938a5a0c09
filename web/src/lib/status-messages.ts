/**
 * Per-call status messages (spec part 1 §4 'Status messages', §8): a successful call can add a
 * success message, a failed call its general errors (which clear the success messages). All
 * messages are cleared on navigation; a message meant for the page the user is sent to after
 * the call (e.g. 'Oznámenie bolo zrušené.' on the list) is queued with `afterNavigation`.
 */
import { isApiError } from './api-error';

export interface StatusMessages {
  successes: string[];
  errors: string[];
}

type Listener = () => void;
const EMPTY: StatusMessages = { successes: [], errors: [] };

let current: StatusMessages = EMPTY;
let queued: StatusMessages = EMPTY;
const listeners = new Set<Listener>();

function publish(next: StatusMessages) {
  current = next;
  for (const l of listeners) l();
}

export function showSuccess(message: string, opts: { afterNavigation?: boolean } = {}): void {
  if (opts.afterNavigation) {
    queued = { successes: [...queued.successes, message], errors: queued.errors };
  } else {
    publish({ successes: [...current.successes, message], errors: current.errors });
  }
}

/** General errors of a failed call; they replace the success messages. */
export function showErrors(messages: string[], opts: { afterNavigation?: boolean } = {}): void {
  if (messages.length === 0) return;
  if (opts.afterNavigation) {
    queued = { successes: [], errors: [...queued.errors, ...messages] };
  } else {
    publish({ successes: [], errors: [...current.errors, ...messages] });
  }
}

/** Shows the general errors of an ApiError (field errors belong next to their fields). */
export function showApiError(error: unknown, fallback: string): void {
  if (isApiError(error)) {
    if (error.redirected) return;
    showErrors(error.generalErrors.length > 0 ? error.generalErrors : error.fieldErrors.length > 0 ? [] : [fallback]);
  } else {
    showErrors([fallback]);
  }
}

export function clearStatusMessages(): void {
  publish(EMPTY);
}

/** Called by the router on every resolved navigation. */
export function onNavigation(): void {
  const next = queued;
  queued = EMPTY;
  publish(next);
}

export const getStatusMessages = () => current;

export function subscribeStatusMessages(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
