import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { ownerReads } from './domain/owners';
import { getOwnerPoskodeny } from './domain/poskodeny';

/** The injured party of a damage event; 404 when none is assigned (the web then opens the search). */
export const handler = route(routes.skodovaUdalostPoskodeny, async ({ params }) => getOwnerPoskodeny(ownerReads.SKODOVA_UDALOST, params.id));
