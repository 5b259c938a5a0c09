import { routes } from '../../shared/api/routes';
import { route } from '../lib/http';
import { deleteOrganizacia } from './domain/organizacia-ops';

export const handler = route(routes.organizaciaDelete, async ({ params }) => deleteOrganizacia(params.id));
