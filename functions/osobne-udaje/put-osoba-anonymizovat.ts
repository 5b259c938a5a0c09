import { osobneUdajeRoutes as routes } from '@shared/api/osobne-udaje.routes';
import { route } from '../http/http';
import { anonymizeOsoba } from './domain/anonymize-osoba';

export const handler = route(routes.osobaAnonymizovat, async ({ params, body, caller }) =>
  anonymizeOsoba({ poskodenyId: params.id, dovod: body.dovod, kto: caller?.session.login ?? '' }),
);
