import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { strankaRepo } from '../data/stranka-repo';
import { notFound } from '../lib/errors';
import { route } from '../http/http';
import { PUBLIC_TRUST_MS } from '../lib/read-cache';

export const handler = route(routes.webStrankaObsah, async ({ params }) => {
  const page = await strankaRepo.get(params.strankaKod, { trustMs: PUBLIC_TRUST_MS });
  if (!page) throw notFound('Stránka nebola nájdená.');
  return page;
});
