/**
 * Route options of the four file screens of an owner, one factory per screen parameterised by the
 * owner kind: each route file under /is/oznamenia/$uuid/{fotografie,prilohy}/ and
 * /is/skodove-udalosti/$uuid/{fotografie,prilohy}/ is just `createFileRoute('<path>')(xxxRoute('<kind>'))`.
 * This module is in the staff shell, so it stays small: the pages and their queries load on demand.
 * Rights: the owner area's layout route (/is/oznamenia, /is/skodove-udalosti) checks them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';
import { SUBOR_OWNER_KINDS, type SuborOwnerKind } from './owner';

const pages = () => import('./subory-pages');
const data = () => Promise.all([import('./subory-api'), import('./owner-frame')]);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Owner kind of a file screen (read by its page, see subory-pages.tsx). */
    suborOwnerKind?: SuborOwnerKind;
  }
}

interface LoaderContext {
  context: { queryClient: QueryClient };
  params: { uuid: string };
}

const screen = (kind: SuborOwnerKind, title: string) => ({
  params: { parse: uuidParams('uuid') },
  head: () => pageHead(title),
  staticData: { suborOwnerKind: kind },
});

type Page = 'FotografiePage' | 'PridatFotografiePage' | 'PrilohyPage' | 'NahratPrilohyPage';

/** A file screen: the owner's record and, on a list screen, the list are loaded first (an unknown owner → the not-found page). */
const fileScreen = (kind: SuborOwnerKind, title: string, page: Page, list?: 'fotografie' | 'prilohy') => ({
  ...screen(kind, title),
  loader: async ({ context: { queryClient }, params }: LoaderContext) => {
    const [api, frame] = await data();
    const owner = { kind, uuid: params.uuid };
    await Promise.all([
      frame.ensureOwner(queryClient, owner),
      list === 'fotografie' && queryClient.ensureQueryData(api.fotografieQuery(owner)),
      list === 'prilohy' && queryClient.ensureQueryData(api.prilohyQuery(owner)),
    ]);
  },
  component: lazyRouteComponent(pages, page),
});

/** …/fotografie – thumbnails with name and date, the full-size overlay, 'Pridať fotografie'. */
export const fotografieRoute = (kind: SuborOwnerKind) => fileScreen(kind, SUBOR_OWNER_KINDS[kind].titles.fotografie, 'FotografiePage', 'fotografie');

/** …/fotografie/pridat-fotografie – 'Pridanie fotografie'. */
export const pridatFotografieRoute = (kind: SuborOwnerKind) => fileScreen(kind, 'Pridanie fotografie', 'PridatFotografiePage');

/** …/prilohy – the attachment table, 'Nahrať prílohu'. */
export const prilohyRoute = (kind: SuborOwnerKind) => fileScreen(kind, SUBOR_OWNER_KINDS[kind].titles.prilohy, 'PrilohyPage', 'prilohy');

/** …/prilohy/nahrat-prilohy – 'Pridanie príloh'. */
export const nahratPrilohyRoute = (kind: SuborOwnerKind) => fileScreen(kind, 'Pridanie príloh', 'NahratPrilohyPage');
