import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { route } from '../http/http';
import { createVzorecVerzia } from './domain/vzorec-verzie';
import { osobaVolajuceho } from './domain/osoba';

export const handler = route(routes.vzorecNovaVerzia, async ({ params, body, caller }) =>
  createVzorecVerzia({ typ: params.cennikName, body, vytvoril: osobaVolajuceho(caller) }),
);
