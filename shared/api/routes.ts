/**
 * THE route table: every API route of the product, once, composed from one file per area
 * (`shared/api/<area>.routes.ts`, the area being the handler's folder under functions/, named by
 * its last segment: the damage event's parts live in functions/skodove-udalosti/<part>/). The local
 * server, the CDK api stack (one Lambda per route), the typed web client and the authorisation
 * tests all read it. A handler module exists for every entry and an entry for every handler
 * module (functions/routes.test.ts).
 *
 * HANDLERS NEVER IMPORT THIS FILE. Each Lambda bundle carries what its handler imports, and this
 * table pulls in every area's schemas. A handler imports its own area's table under the name
 * `routes`, so it still reads `route(routes.x, …)`:
 *
 *   import { organizacieRoutes as routes } from '@shared/api/organizacie.routes';
 *
 * functions/cold-start.test.ts fails otherwise; `npm run bench:cold` measures the bundles.
 */
import { authRoutes } from './auth.routes';
import { cennikyRoutes } from './cenniky.routes';
import { ciselnikyRoutes } from './ciselniky.routes';
import { mapaRoutes } from './mapa.routes';
import { organizacieRoutes } from './organizacie.routes';
import { osobneUdajeRoutes } from './osobne-udaje.routes';
import { oznameniaRoutes } from './oznamenia.routes';
import { poskodeniRoutes } from './poskodeni.routes';
import { pouzivateliaRoutes } from './pouzivatelia.routes';
import { predmetSkodyRoutes } from './predmet-skody.routes';
import type { RouteDef } from './route';
import { skodoveUdalostiRoutes } from './skodove-udalosti.routes';
import { statistikyRoutes } from './statistiky.routes';
import { historickeUdajeRoutes } from './historicke-udaje.routes';
import { konanieRoutes } from './konanie.routes';
import { opakovaneUtokyRoutes } from './opakovane-utoky.routes';
import { opatreniaRoutes } from './opatrenia.routes';
import { suboryRoutes } from './subory.routes';
import { systemRoutes } from './system.routes';
import { vzorceRoutes } from './vzorce.routes';
import { verejneRoutes } from './verejne.routes';
import { webOznamenieRoutes } from './web-oznamenie.routes';

/** Area tables; a route name may appear in one area only (checked by functions/routes.test.ts). */
export const routeAreas = {
  auth: authRoutes,
  'web-oznamenie': webOznamenieRoutes,
  verejne: verejneRoutes,
  oznamenia: oznameniaRoutes,
  poskodeni: poskodeniRoutes,
  'skodove-udalosti': skodoveUdalostiRoutes,
  'skodove-udalosti/opatrenia': opatreniaRoutes,
  'skodove-udalosti/predmet-skody': predmetSkodyRoutes,
  'skodove-udalosti/konanie': konanieRoutes,
  subory: suboryRoutes,
  pouzivatelia: pouzivateliaRoutes,
  organizacie: organizacieRoutes,
  ciselniky: ciselnikyRoutes,
  cenniky: cennikyRoutes,
  mapa: mapaRoutes,
  statistiky: statistikyRoutes,
  'historicke-udaje': historickeUdajeRoutes,
  system: systemRoutes,
  vzorce: vzorceRoutes,
  'osobne-udaje': osobneUdajeRoutes,
  'opakovane-utoky': opakovaneUtokyRoutes,
} as const;

export const routes = {
  ...authRoutes,
  ...webOznamenieRoutes,
  ...verejneRoutes,
  ...oznameniaRoutes,
  ...poskodeniRoutes,
  ...skodoveUdalostiRoutes,
  ...opatreniaRoutes,
  ...predmetSkodyRoutes,
  ...konanieRoutes,
  ...suboryRoutes,
  ...pouzivateliaRoutes,
  ...organizacieRoutes,
  ...ciselnikyRoutes,
  ...cennikyRoutes,
  ...mapaRoutes,
  ...statistikyRoutes,
  ...historickeUdajeRoutes,
  ...systemRoutes,
  ...vzorceRoutes,
  ...osobneUdajeRoutes,
  ...opakovaneUtokyRoutes,
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: (RouteDef & { name: RouteName })[] = Object.entries(routes).map(([name, r]) => ({
  ...(r as RouteDef),
  name: name as RouteName,
}));
