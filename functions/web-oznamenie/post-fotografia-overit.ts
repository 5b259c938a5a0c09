import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { loadOpenDraft } from './domain/draft';
import { assertOwnSession, verifyTempPhoto } from './domain/photos';

/** Decodes a photo as soon as its upload finished, so that the wizard shows a refusal on that file at once. */
export const handler = route(routes.webFotografiaOverit, async ({ event, query, body }) => {
  const draft = await loadOpenDraft(event);
  assertOwnSession(draft, query.uploadSessionUuid);
  await rateLimit('uploads', draft.idHash);
  await verifyTempPhoto(draft, body.filename);
});
