import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { webOznamenieRepo } from '../data/web-oznamenie-repo';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { draftIdOf } from './domain/draft';
import { submitDraft } from './domain/submit';

/** Idempotent: a repeated submit of the same draft answers with the same notification. */
export const handler = route(routes.webOznamenieOdoslat, async ({ event, setAuditEntity }) => {
  const draft = await webOznamenieRepo.getById(draftIdOf(event));
  if (draft) await rateLimit('draftWrites', draft.idHash);
  const { result } = await submitDraft(draft);
  setAuditEntity(result.uuid);
  return result;
});
