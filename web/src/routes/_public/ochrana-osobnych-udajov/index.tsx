import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /ochrana-osobnych-udajov/ – static content page 'ochrana-osobnych-udajov-public' (spec part 1 §2). */
export const Route = createFileRoute('/_public/ochrana-osobnych-udajov/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('ochrana-osobnych-udajov-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="ochrana-osobnych-udajov-public" />,
});
