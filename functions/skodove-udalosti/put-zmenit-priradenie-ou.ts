import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { zmenitPriradenieOu } from './domain/zmenit-priradenie-ou';

export const handler = route(routes.skodovaUdalostZmenitPriradenieOu, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await zmenitPriradenieOu({ uuid: params.skodovaUdalostId, ouId: body.uzemnePrislusnyOuId });
});
