import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { ownerReads } from './domain/owners';
import { getOwnerPoskodeny } from './domain/poskodeny';

/** The injured party of a notification; 404 when none is assigned (the web then opens the search). */
export const handler = route(routes.oznameniePoskodeny, async ({ params }) => getOwnerPoskodeny(ownerReads.OZNAMENIE, params.id));
