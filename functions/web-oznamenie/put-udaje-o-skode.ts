import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { loadOpenDraft, toView } from './domain/draft';
import { saveUdajeOSkode } from './domain/save-steps';

export const handler = route(routes.webOznamenieUdajeOSkode, async ({ event, body }) => {
  const draft = await loadOpenDraft(event);
  await rateLimit('draftWrites', draft.idHash);
  return toView(await saveUdajeOSkode(draft, body));
});
