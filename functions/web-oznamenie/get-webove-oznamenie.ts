import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { route } from '../http/http';
import { loadOpenDraft, toView } from './domain/draft';

/** The caller's draft; 404 when there is none (the wizard then starts one). */
export const handler = route(routes.webOznamenie, async ({ event }) => toView(await loadOpenDraft(event)));
