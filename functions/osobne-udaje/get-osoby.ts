import { osobneUdajeRoutes as routes } from '@shared/api/osobne-udaje.routes';
import { route } from '../http/http';
import { findOsoby } from './domain/find-osoby';

export const handler = route(routes.osoby, async ({ query }) => findOsoby(query));
