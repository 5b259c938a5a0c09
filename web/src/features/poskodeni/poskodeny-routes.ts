/**
 * Route options of the seven injured-party screens of an owner (spec part 1 §2 'Injured party
 * screens'), one factory per screen parameterised by the owner kind: each route file under
 * /is/oznamenia/$uuid/poskodeny/ and /is/skodove-udalosti/$uuid/poskodeny/ is just
 * `createFileRoute('<path>')(poskodenyXxxRoute('<kind>'))`. This module is in the staff shell, so it
 * stays small: the pages and their loaders (API client, queries) are imported on demand. The owner's
 * rights are checked by its area's layout route (/is/oznamenia, /is/skodove-udalosti); the history
 * screen checks its own on top.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { HISTORIA_SORTS } from '@shared/api/staff-lists';
import { SEARCH_MAX_CHARS } from '@shared/domain/hladanie';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';
import { anyTextParam, enumParam, pageParam, type SearchOf, searchValidator, sortDirectionParam } from '@web/lib/search-params';
import { assertAnyRight } from '@web/lib/rights-guard';
import type { PoskodenyOwnerKind } from './owner';
import { POSKODENI_TITLES } from './poskodeni-titles';

const pages = () => import('./poskodeny-pages');

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Owner kind of an injured-party screen (read by its page, see poskodeny-pages.tsx). */
    poskodenyOwnerKind?: PoskodenyOwnerKind;
  }
}

interface GuardContext {
  context: { profil: { opravnenia: readonly string[] } };
}
interface LoaderContext {
  context: { queryClient: QueryClient };
  params: { uuid: string; poskodenyUuid?: string };
}

const ownerScreen = (kind: PoskodenyOwnerKind, title: string) => ({
  params: { parse: uuidParams('uuid') },
  head: () => pageHead(title),
  staticData: { poskodenyOwnerKind: kind },
});

const partyScreen = (kind: PoskodenyOwnerKind, title: string) => ({
  ...ownerScreen(kind, title),
  params: { parse: uuidParams('uuid', 'poskodenyUuid') },
});

// plain validators, no zod: this module is in the eagerly loaded route tree (see lib/search-params.ts)
export const najstSearchSchema = searchValidator({ hladat: anyTextParam(SEARCH_MAX_CHARS, 'cut') });
// an IČO: at most 8 characters, a longer one is dropped
export const prevadzkaSearchSchema = searchValidator({ hladat: anyTextParam(8, 'drop') });
const historiaShape = {
  page: pageParam(),
  sortBy: enumParam(HISTORIA_SORTS, 'datumVznikuSkody'),
  sortDirection: sortDirectionParam('DESC'),
};
export const historiaSearchSchema = searchValidator(historiaShape);

type HistoriaRouteSearch = SearchOf<typeof historiaShape>;

/** …/poskodeny – the owner's injured party; none assigned (404) → the search screen (spec part 1 §8). */
export const poskodenyDetailRoute = (kind: PoskodenyOwnerKind) => ({
  ...ownerScreen(kind, POSKODENI_TITLES.detailTitle),
  loader: async (c: LoaderContext) => (await pages()).loadOwnerPoskodeny(kind, c, true),
  component: lazyRouteComponent(pages, 'PoskodenyDetailPage'),
});

/** …/poskodeny/najst-poskodeneho?hladat – search and pick an injured party. */
export const najstPoskodenehoRoute = (kind: PoskodenyOwnerKind) => ({
  ...ownerScreen(kind, POSKODENI_TITLES.najstTitle),
  validateSearch: najstSearchSchema,
  loader: async (c: LoaderContext) => (await pages()).loadWebPrefill(kind, c),
  component: lazyRouteComponent(pages, 'NajstPoskodenehoPage'),
});

/** …/poskodeny/vytvorit-poskodeneho – new injured party, created and assigned in one step. */
export const vytvoritPoskodenehoRoute = (kind: PoskodenyOwnerKind) => ({
  ...ownerScreen(kind, POSKODENI_TITLES.vytvoritTitle),
  // ?zWebu=true: start from the web notification reporter's data (see web-data.ts)
  validateSearch: (search: Record<string, unknown>): { zWebu?: true } => (search.zWebu === true || search.zWebu === 'true' ? { zWebu: true } : {}),
  loader: async (c: LoaderContext) => (await pages()).loadWebPrefill(kind, c),
  component: lazyRouteComponent(pages, 'VytvoritPoskodenehoPage'),
});

/** …/poskodeny/vytvorit-prevadzku – new premises under the current party's IČO and business name. */
export const vytvoritPrevadzkuRoute = (kind: PoskodenyOwnerKind) => ({
  ...ownerScreen(kind, POSKODENI_TITLES.vytvoritPrevadzkuTitle),
  loader: async (c: LoaderContext) => (await pages()).loadOwnerPoskodeny(kind, c, false),
  component: lazyRouteComponent(pages, 'VytvoritPrevadzkuPage'),
});

/** …/poskodeny/zmenit-prevadzku?hladat=<IČO> – pick other premises of the same IČO, or create new ones. */
export const zmenitPrevadzkuRoute = (kind: PoskodenyOwnerKind) => ({
  ...ownerScreen(kind, POSKODENI_TITLES.zmenitPrevadzkuTitle),
  validateSearch: prevadzkaSearchSchema,
  component: lazyRouteComponent(pages, 'ZmenitPrevadzkuPage'),
});

/** …/poskodeny/{poskodenyUuid}/uprava-poskodeneho – edit (warning: affects every linked damage event). */
export const upravaPoskodenehoRoute = (kind: PoskodenyOwnerKind) => ({
  ...partyScreen(kind, POSKODENI_TITLES.upravaTitle),
  loader: async (c: LoaderContext) => (await pages()).loadPoskodeny(c),
  component: lazyRouteComponent(pages, 'UpravaPoskodenehoPage'),
});

/** …/poskodeny/{poskodenyUuid}/historia-skodovych-udalosti – EVIDENCIA_SKOD only (spec part 1 §6). */
export const historiaRoute = (kind: PoskodenyOwnerKind) => ({
  ...partyScreen(kind, POSKODENI_TITLES.historiaTitle),
  beforeLoad: ({ context }: GuardContext) => assertAnyRight(context.profil, ['EVIDENCIA_SKOD']),
  validateSearch: historiaSearchSchema,
  search: { middlewares: [stripSearchParams<HistoriaRouteSearch>({ page: 1, sortBy: 'datumVznikuSkody', sortDirection: 'DESC' })] },
  loaderDeps: ({ search }: { search: HistoriaRouteSearch }) => search,
  loader: async (c: LoaderContext & { deps: HistoriaRouteSearch }) => (await pages()).loadHistoria(c),
  component: lazyRouteComponent(pages, 'HistoriaPage'),
});
