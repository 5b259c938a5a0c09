import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { route } from '../http/http';
import { priraditOrganizaciu } from './domain/organizacie-pouzivatela';

export const handler = route(routes.pouzivatelPriraditOrganizaciu, async ({ params, body }) =>
  priraditOrganizaciu({ uuid: params.id, organizaciaUuid: body.organizaciaId }),
);
