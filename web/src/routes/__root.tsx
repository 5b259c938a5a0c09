import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../components/offline-banner';
import { PublicLayout } from '../components/layout/page-layout';
import { NotFoundPublic, RouteErrorContent } from '../components/page-errors';
import { SkipLink } from '../components/skip-link';
import { pageHead } from '../lib/page-head';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => pageHead(undefined),
  component: Root,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPublic />
    </PublicLayout>
  ),
  errorComponent: ({ error }) => (
    <PublicLayout>
      <RouteErrorContent error={error} />
    </PublicLayout>
  ),
});

function Root() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
