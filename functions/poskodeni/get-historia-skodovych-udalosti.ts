import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { historia } from './domain/poskodeny';

/** Damage events of one injured party, paged and sorted (EVIDENCIA_SKOD only). */
export const handler = route(routes.poskodenyHistoria, async ({ params, query }) => historia(params.poskodenyId, query));
