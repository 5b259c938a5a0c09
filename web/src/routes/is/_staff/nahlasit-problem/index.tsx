import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /is/nahlasit-problem/ – static staff page 'nahlasit-problem-private' (spec part 1 §2; no role check, §6). */
export const Route = createFileRoute('/is/_staff/nahlasit-problem/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('nahlasit-problem-private')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="nahlasit-problem-private" />,
});
