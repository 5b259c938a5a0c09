import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { vytvoritZOznamenia } from './domain/skodova-udalost';

/** 'Nová šk. udalosť' on a PRIRADENE notification (EVIDENCIA_SKOD). */
export const handler = route(routes.oznamenieVytvoritSkodovuUdalost, async ({ params, caller, setAuditEntity }) => {
  const created = await vytvoritZOznamenia(params.id, caller?.pouzivatel?.login ?? 'neznámy');
  setAuditEntity(created.uuid);
  return created;
});
