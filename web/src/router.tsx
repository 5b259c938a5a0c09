import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteErrorContent } from './components/page-errors';
import { onNavigation } from './lib/status-messages';
import { routeTree } from './routeTree.gen';

/** The app's router; `history` only for the build's prerender (web/src/prerender.tsx), the browser's otherwise. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // spec URLs mix '/kontakt/' and '/chyba-prihlasenia': keep what the user typed
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // loaders use ensureQueryData: TanStack Query owns caching and freshness
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorContent,
    scrollRestoration: true,
  });
  // status messages are cleared on navigation (spec part 1 §4)
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) onNavigation();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
