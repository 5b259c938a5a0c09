import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { getPoskodeny } from './domain/poskodeny';

/** One injured party (the edit screen loads it by its uuid). */
export const handler = route(routes.poskodeny, async ({ params }) => getPoskodeny(params.id));
