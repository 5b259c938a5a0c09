import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /is/ochrana-osobnych-udajov/ – static staff page 'ochrana-osobnych-udajov-private' (spec part 1 §2; no role check, §6). */
export const Route = createFileRoute('/is/_staff/ochrana-osobnych-udajov/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('ochrana-osobnych-udajov-private')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="ochrana-osobnych-udajov-private" />,
});
