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
import { renderToStaticMarkup } from 'react-dom/server';
import { PublicLayout } from '@web/components/layout/page-layout';
import { SkipLink } from '@web/components/skip-link';
import { HomePage } from '@web/features/stranky/home-page';
import { WizardPage } from '@web/features/wizard/wizard-page';
import { PRODUCT_SLUG } from '@web/lib/product';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { createAppRouter } from './router';
import { SHELL_ATTRIBUTE } from './shell/shell-attribute';

/** Path → what the app shows there before its data has loaded. */
const SHELL_PAGES: Record<string, () => ReactNode> = {
  '/': () => <HomePage />,
  // the heading and the steps; the form needs the draft (the device copy or the server's)
  [`/${PRODUCT_SLUG}/udaje-o-skode`]: () => (
    <WizardPage step="UDAJE_O_SKODE" krok={null} title={WIZARD_SCREEN_TEXTS.step1Title} errors={[]} errorsVersion={0} prerendered>
      {null}
    </WizardPage>
  ),
};

/** One hidden element per page, for index.html's body. */
export function renderShells(): string {
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
      return `<div ${SHELL_ATTRIBUTE}="${path}" hidden>${html}</div>`;
    })
    .join('');
}
