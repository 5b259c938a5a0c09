import { opakovaneUtokyRoutes as routes } from '@shared/api/opakovane-utoky.routes';
import { route } from '../http/http';
import { updateNastavenie } from './domain/update-nastavenie';

export const handler = route(routes.opakovanyUtokNastavenieUpdate, async ({ body }) => updateNastavenie(body));
