import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RouteErrorContent } from './components/page-errors';
import { onNavigation } from './lib/status-messages';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
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
