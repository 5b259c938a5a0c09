import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { changeOu } from './domain/change-ou';

export const handler = route(routes.skodovaUdalostZmenitPriradenieOu, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await changeOu({ uuid: params.skodovaUdalostId, ouId: body.uzemnePrislusnyOuId });
});
