import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { updatePoskodeny } from './domain/poskodeny';

/** Edits an injured party (stale version → 409); affects every record it is assigned to. */
export const handler = route(routes.poskodenyUpravit, async ({ params, body, caller, setAuditEntity }) => {
  setAuditEntity(params.id);
  return updatePoskodeny(params.id, body, caller);
});
