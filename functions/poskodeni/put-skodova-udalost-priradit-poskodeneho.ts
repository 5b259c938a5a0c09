import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { owners } from './domain/owners';
import { assignPoskodeny } from './domain/poskodeny';

/** Assigns an existing injured party to a damage event (204). */
export const handler = route(routes.skodovaUdalostPriraditPoskodeneho, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await assignPoskodeny(owners.SKODOVA_UDALOST, params.skodovaUdalostId, body.uuid);
});
