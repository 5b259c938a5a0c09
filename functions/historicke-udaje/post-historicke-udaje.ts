import { historickeUdajeRoutes as routes } from '@shared/api/historicke-udaje.routes';
import { route } from '../http/http';
import { listHistorickeUdaje } from './domain/list-historicke-udaje';

/** 'Hist. údaje' table page with the summary (VYHODNOCOVANIE_HISTORICKYCH_UDAJOV). */
export const handler = route(routes.historickeUdaje, async ({ query, body }) => listHistorickeUdaje(body, query));
