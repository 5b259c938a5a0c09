import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { deleteOrganizacia } from './domain/organizacia-ops';

export const handler = route(routes.organizaciaDelete, async ({ params }) => deleteOrganizacia(params.id));
