import { opakovaneUtokyRoutes as routes } from '@shared/api/opakovane-utoky.routes';
import { nastavenieOpakovanehoUtoku } from '../common/opakovany-utok';
import { route } from '../http/http';

export const handler = route(routes.opakovanyUtokNastavenie, async () => nastavenieOpakovanehoUtoku());
