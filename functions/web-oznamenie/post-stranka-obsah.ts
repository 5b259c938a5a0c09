import { webOznamenieRoutes as routes } from '../../shared/api/web-oznamenie.routes';
import { strankaRepo } from '../data/stranka-repo';
import { notFound } from '../lib/errors';
import { route } from '../lib/http';

export const handler = route(routes.webStrankaObsah, async ({ params }) => {
  const page = await strankaRepo.get(params.strankaKod);
  if (!page) throw notFound('Stránka nebola nájdená.');
  return page;
});
