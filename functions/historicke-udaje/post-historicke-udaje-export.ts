import { historickeUdajeRoutes as routes } from '@shared/api/historicke-udaje.routes';
import { route } from '../http/http';
import { exportHistorickeUdaje } from './domain/export-historicke-udaje';

/** 'Export do CSV' of the historical data (VYHODNOCOVANIE_HISTORICKYCH_UDAJOV). */
export const handler = route(routes.historickeUdajeExport, async ({ query, body }) => exportHistorickeUdaje(body, query));
