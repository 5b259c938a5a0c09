import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { createOrganizacia } from './domain/organizacia-ops';

export const handler = route(routes.organizaciaCreate, async ({ body }) => createOrganizacia(body));
