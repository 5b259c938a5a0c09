import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { noContent } from '../lib/result';
import { loadOpenDraft } from './domain/draft';
import { assertOwnSession, removePhoto } from './domain/photos';

export const handler = route(routes.webFotografiaRemove, async ({ event, query }) => {
  const draft = await loadOpenDraft(event);
  assertOwnSession(draft, query.uploadSessionUuid);
  await rateLimit('uploads', draft.idHash);
  await removePhoto(draft, query.filename);
  return noContent();
});
