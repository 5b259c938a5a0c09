import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '@web/features/stranky/static-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** /problem-s-prihlasenim/ – static content page 'problem-s-prihlasenim-public' (spec part 1 §2). */
export const Route = createFileRoute('/_public/problem-s-prihlasenim/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('problem-s-prihlasenim-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => <StaticPage kod="problem-s-prihlasenim-public" />,
});
