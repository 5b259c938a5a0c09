import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { startInvestigation } from './domain/start-investigation';

/** 'Začať šetrenie'. */
export const handler = route(routes.skodovaUdalostZacatSetrenie, async ({ params, caller, setAuditEntity }) => {
  setAuditEntity(params.id);
  return startInvestigation({ uuid: params.id, login: caller?.pouzivatel?.login ?? 'neznámy' });
});
