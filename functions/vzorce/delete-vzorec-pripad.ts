import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { route } from '../http/http';
import { removePripad } from './domain/vzorec-verzie';

export const handler = route(routes.vzorecOdstranitPripad, async ({ params }) => removePripad({ typ: params.cennikName, uuid: params.id }));
