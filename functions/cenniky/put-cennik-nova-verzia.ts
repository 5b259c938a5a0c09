import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { createVerzia } from './domain/create-verzia';

export const handler = route(routes.cennikNovaVerzia, async ({ params, body, caller, setAuditEntity }) => {
  const p = caller?.pouzivatel;
  const created = await createVerzia({ typ: params.cennikName, body, vytvoril: p ? { uuid: p.uuid, meno: p.meno, priezvisko: p.priezvisko } : undefined });
  setAuditEntity(created.cennikDetail.uuid);
  return created;
});
