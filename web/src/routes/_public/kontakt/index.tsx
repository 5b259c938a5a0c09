import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /kontakt/ – static content page 'kontakt-public' (spec part 1 §2). */
export const Route = createFileRoute('/_public/kontakt/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('kontakt-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="kontakt-public" />,
});
