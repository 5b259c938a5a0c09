import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { owners } from './domain/owners';
import { createAndAssign } from './domain/poskodeny';

/** Creates an injured party and assigns it to the damage event in one transaction. */
export const handler = route(routes.skodovaUdalostVytvoritPoskodeneho, async ({ params, body, caller, setAuditEntity }) => {
  const created = await createAndAssign(owners.SKODOVA_UDALOST, params.id, body, caller);
  setAuditEntity(created.uuid);
  return created;
});
