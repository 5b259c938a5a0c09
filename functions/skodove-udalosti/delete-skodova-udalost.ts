import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { zahoditSkodovuUdalost } from './domain/zahodit';

export const handler = route(routes.skodovaUdalostDiscard, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await zahoditSkodovuUdalost({ uuid: params.id });
});
