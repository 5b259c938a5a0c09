import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { listOrganizacie } from './domain/list-organizacie';

export const handler = route(routes.organizacie, async ({ query }) => ({
  organizaciaList: await listOrganizacie({ platnyOnly: query.platnyOnly ?? false }),
}));
