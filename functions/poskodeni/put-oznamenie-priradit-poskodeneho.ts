import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { owners } from './domain/owners';
import { assignPoskodeny } from './domain/poskodeny';

/** Assigns an existing injured party to a notification (204). */
export const handler = route(routes.oznameniePriraditPoskodeneho, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.oznamenieId);
  await assignPoskodeny(owners.OZNAMENIE, params.oznamenieId, body.uuid);
});
