import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /nahlasit-problem/ – static content page 'nahlasit-problem-public' (spec part 1 §2). */
export const Route = createFileRoute('/_public/nahlasit-problem/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('nahlasit-problem-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="nahlasit-problem-public" />,
});
