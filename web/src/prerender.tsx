/**
 * The first screens of the public pages people open cold on a weak signal – the home page and the
 * wizard's step 1 – rendered to static HTML at build time and put into index.html (see
 * web/vite-plugin-shells.ts). The browser paints them as soon as the stylesheet has arrived, seconds
 * before the app's scripts have arrived and run on a slow phone; web/public/shell.js shows the one for
 * the opened path, and the app replaces it once it has rendered the route (shell/take-over.ts). Same
 * components as the app, so the two look alike to the pixel: the swap moves nothing.
 *
 * Runs only in the build (Node, through Vite's SSR module loader); never part of the app's bundle.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import { renderToStaticMarkup } from 'react-dom/server';
import { PublicLayout } from '@web/components/layout/page-layout';
import { SkipLink } from '@web/components/skip-link';
import { HomePage } from '@web/features/stranky/home-page';
import { UdajeOSkodeForm } from '@web/features/wizard/udaje-o-skode-form';
import { PRODUCT_SLUG } from '@web/lib/product';
import { createAppRouter } from './router';
import { SHELL_ATTRIBUTE, SHELL_PRELOAD_ATTRIBUTE } from './shell/shell-attribute';

/** A new report before the app has its draft: nothing filled in, no upload session. */
const NO_DRAFT_YET: WebOznamenie = {
  krok: null,
  fileUploadSessionId: '',
  datumOznamenia: '',
  expiresAt: '',
  udajeOSkode: null,
  udajeOPoskodenom: null,
  kontaktneInformacie: null,
};

/** Path → what the app shows there before its data has loaded. */
const SHELL_PAGES: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  // the form as a new report shows it, empty and inert: its values come from the draft (the device copy or the server's)
  [`/${PRODUCT_SLUG}/udaje-o-skode`]: () => <UdajeOSkodeForm draft={NO_DRAFT_YET} prerendered />,
};

/**
 * An inert form's ids and the references to them taken out: it takes no input, and until the swap the app's own
 * form is in the page beside it – with these, two fields would share an id and a label would name the wrong one.
 */
const withoutFormIds = (html: string) =>
  html.replace(/<form\b[^>]*\binert=""[^>]*>[\s\S]*?<\/form>/g, (form) => form.replace(/\s(id|for|aria-describedby|aria-controls|aria-labelledby)="[^"]*"/g, ''));

/**
 * One hidden element per page, for index.html's body. `preloadFor` names the built files of the routes the page's
 * path matches (vite-plugin-shells.ts reads them off the bundle): web/public/shell.js starts fetching them right after
 * the first paint, alongside the app's entry, instead of after the entry has run and the router has matched the path.
 */
export function renderShells(preloadFor: (routeIds: string[]) => string[]): string {
  return Object.entries(SHELL_PAGES)
    .map(([path, page]) => {
      const queryClient = new QueryClient();
      // a router at the page's path: links get their hrefs and the header marks the active item as in the app
      const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
      const html = renderToStaticMarkup(
        <QueryClientProvider client={queryClient}>
          <RouterContextProvider router={router}>
            <SkipLink />
            <PublicLayout>{page()}</PublicLayout>
          </RouterContextProvider>
        </QueryClientProvider>,
      );
      const preload = preloadFor(router.matchRoutes(path).map((match) => match.routeId));
      return `<div ${SHELL_ATTRIBUTE}="${path}" ${SHELL_PRELOAD_ATTRIBUTE}="${preload.join(' ')}" hidden>${withoutFormIds(html)}</div>`;
    })
    .join('');
}
