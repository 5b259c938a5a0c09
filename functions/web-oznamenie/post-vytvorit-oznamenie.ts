import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { webOznamenieRepo } from '../data/web-oznamenie-repo';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { HttpResult } from '../lib/result';
import { draftCookie, toView } from './domain/draft';

/** Starts a fresh draft and binds it to this browser with an HttpOnly cookie. */
export const handler = route(routes.webOznamenieVytvorit, async ({ event }) => {
  await rateLimit('newDrafts', clientAddress(event));
  const { id, draft } = await webOznamenieRepo.create();
  return new HttpResult(
    200,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    JSON.stringify(toView(draft)),
    [draftCookie(id)],
  );
});
