import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { getOrganizacia } from './domain/organizacia-ops';

export const handler = route(routes.organizacia, async ({ params }) => getOrganizacia(params.id));
