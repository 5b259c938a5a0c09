import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { forbidden } from '../lib/errors';
import { route } from '../http/http';
import { createSkodovaUdalost } from './domain/create-skodova-udalost';

/** 'Nová šk. udalosť' (EVIDENCIA_OZNAMENI and EVIDENCIA_SKOD). */
export const handler = route(routes.skodovaUdalostCreate, async ({ caller, setAuditEntity }) => {
  if (!caller?.pouzivatel) throw forbidden();
  const created = await createSkodovaUdalost(caller.pouzivatel);
  setAuditEntity(created.uuid);
  return created;
});
