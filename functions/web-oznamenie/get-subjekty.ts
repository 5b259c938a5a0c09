import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { searchSubjekty } from './domain/subjekty';

/** Businesses by IČO for the wizard: never natural persons, only the spec's result fields. */
export const handler = route(routes.webSubjekty, async ({ event, query }) => {
  await rateLimit('searches', clientAddress(event));
  return { subjektList: await searchSubjekty(query.searchTokens) };
});
