import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { createFromOznamenie } from './domain/create-from-oznamenie';

/** 'Nová šk. udalosť' on a PRIRADENE notification (EVIDENCIA_SKOD). */
export const handler = route(routes.oznamenieVytvoritSkodovuUdalost, async ({ params, caller, setAuditEntity }) => {
  const created = await createFromOznamenie(params.id, caller?.pouzivatel?.login ?? 'neznámy');
  setAuditEntity(created.uuid);
  return created;
});
