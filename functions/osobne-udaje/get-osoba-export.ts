import { osobneUdajeRoutes as routes } from '@shared/api/osobne-udaje.routes';
import { route } from '../http/http';
import { exportOsobneUdaje } from './domain/export-osobne-udaje';

export const handler = route(routes.osobaExport, async ({ params, query, caller }) =>
  exportOsobneUdaje({ poskodenyId: params.id, format: query.format, vytvoril: caller?.session.login ?? '' }),
);
