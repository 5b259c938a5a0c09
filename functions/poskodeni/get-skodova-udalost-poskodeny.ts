import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { owners } from './domain/owners';
import { getOwnerPoskodeny } from './domain/poskodeny';

/** The injured party of a damage event; 404 when none is assigned (the web then opens the search). */
export const handler = route(routes.skodovaUdalostPoskodeny, async ({ params }) => getOwnerPoskodeny(owners.SKODOVA_UDALOST, params.id));
