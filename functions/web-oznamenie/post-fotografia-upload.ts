import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { loadOpenDraft } from './domain/draft';
import { assertOwnSession, presignPhoto } from './domain/photos';

/**
 * A presigned S3 POST for one photo (API Gateway cannot carry 15 MB): the policy pins the key in the
 * caller's upload session, the content type and at most 15 MB.
 */
export const handler = route(routes.webFotografiaUpload, async ({ event, query, body }) => {
  const draft = await loadOpenDraft(event);
  assertOwnSession(draft, query.uploadSessionUuid);
  await rateLimit('uploads', draft.idHash);
  return presignPhoto(draft, body);
});
