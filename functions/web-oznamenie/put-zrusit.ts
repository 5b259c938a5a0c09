import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { webOznamenieRepo } from '../data/web-oznamenie-repo';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { noContent } from '../lib/result';
import { loadOpenDraft } from './domain/draft';

/** Cancels the caller's draft; the next visit starts a fresh one. */
export const handler = route(routes.webOznamenieZrusit, async ({ event }) => {
  const draft = await loadOpenDraft(event);
  await rateLimit('draftWrites', draft.idHash);
  await webOznamenieRepo.update(draft.idHash, { stav: 'ZRUSENE' });
  return noContent();
});
