import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { zacatSetrenie } from './domain/zacat-setrenie';

/** 'Začať šetrenie'. */
export const handler = route(routes.skodovaUdalostZacatSetrenie, async ({ params, caller, setAuditEntity }) => {
  setAuditEntity(params.id);
  return zacatSetrenie({ uuid: params.id, login: caller?.pouzivatel?.login ?? 'neznámy' });
});
