import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /is/kontakt/ – static staff page 'kontakt-private' (spec part 1 §2; no role check, §6). */
export const Route = createFileRoute('/is/_staff/kontakt/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('kontakt-private')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="kontakt-private" />,
});
