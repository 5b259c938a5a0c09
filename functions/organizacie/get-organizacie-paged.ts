import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
import { route } from '../http/http';
import { listOrganizaciePaged } from './domain/organizacie-paged';

export const handler = route(routes.organizaciePaged, async ({ query }) => listOrganizaciePaged(query));
