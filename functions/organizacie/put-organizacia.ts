import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { updateOrganizacia } from './domain/organizacia-ops';

export const handler = route(routes.organizaciaUpdate, async ({ params, body }) => updateOrganizacia(params.id, body));
