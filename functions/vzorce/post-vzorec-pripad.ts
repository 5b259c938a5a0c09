import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { route } from '../http/http';
import { addPripad } from './domain/vzorec-verzie';
import { osobaVolajuceho } from './domain/osoba';

export const handler = route(routes.vzorecPridatPripad, async ({ params, body, caller }) =>
  addPripad({ typ: params.cennikName, body, vytvoril: osobaVolajuceho(caller) }),
);
