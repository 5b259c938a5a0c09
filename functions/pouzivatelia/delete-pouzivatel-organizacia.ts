import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { route } from '../http/http';
import { odobratOrganizaciu } from './domain/organizacie-pouzivatela';

export const handler = route(routes.pouzivatelOdobratOrganizaciu, async ({ params }) =>
  odobratOrganizaciu({ uuid: params.id, organizaciaUuid: params.organizaciaId }),
);
