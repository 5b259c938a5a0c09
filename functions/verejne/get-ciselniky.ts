import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { listCiselniky } from '../ciselniky/domain/list-ciselniky';
import { route } from '../http/http';
import { PUBLIC_TRUST_MS } from '../lib/read-cache';
import { keptAnswer } from '../lib/result';

export const handler = route(routes.webCiselniky, async ({ query }) =>
  keptAnswer(await listCiselniky({ typy: query.typy, activeOnly: true, trustMs: PUBLIC_TRUST_MS })),
);
