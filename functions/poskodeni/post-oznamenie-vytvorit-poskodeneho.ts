import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { owners } from './domain/owners';
import { createAndAssign } from './domain/poskodeny';

/** Creates an injured party and assigns it to the notification in one transaction. */
export const handler = route(routes.oznamenieVytvoritPoskodeneho, async ({ params, body, caller, setAuditEntity }) => {
  const created = await createAndAssign(owners.OZNAMENIE, params.id, body, caller);
  setAuditEntity(created.uuid);
  return created;
});
