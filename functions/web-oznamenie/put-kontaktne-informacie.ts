import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { rateLimit } from '../lib/rate-limit';
import { loadOpenDraft, toView } from './domain/draft';
import { saveKontaktneInformacie } from './domain/save-steps';

export const handler = route(routes.webOznamenieKontaktneInformacie, async ({ event, body }) => {
  const draft = await loadOpenDraft(event);
  await rateLimit('draftWrites', draft.idHash);
  return toView(await saveKontaktneInformacie(draft, body));
});
