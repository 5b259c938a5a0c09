import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SkodyVCislachPage } from '@web/features/skody-v-cislach/skody-v-cislach-page';
import { skodyVCislachQuery } from '@web/features/skody-v-cislach/skody-v-cislach-api';
import { pageHead } from '@web/lib/page-head';
import { searchValidator } from '@web/lib/search-params';
import { COMMON_TEXTS } from '@web/texts';

/** A year in the URL, else none (the page shows the last year of the data). */
const rokParam = (v: unknown): number | undefined => {
  const n = Number(v);
  return v !== undefined && Number.isSafeInteger(n) && n >= 1900 && n <= 2999 ? n : undefined;
};

/** /skody-v-cislach/ – the public damage statistics, precomputed (no sign-in, no API call). */
export const Route = createFileRoute('/_public/skody-v-cislach/')({
  validateSearch: searchValidator({ rok: rokParam }),
  loader: ({ context }) => context.queryClient.ensureQueryData(skodyVCislachQuery()),
  head: () => pageHead(COMMON_TEXTS.footerSkodyVCislach),
  component: Page,
});

function Page() {
  const { rok } = Route.useSearch();
  const navigate = useNavigate({ from: '/skody-v-cislach/' });
  const { data } = useSuspenseQuery(skodyVCislachQuery());
  return <SkodyVCislachPage dokument={data} rok={rok} onRok={(r) => navigate({ search: { rok: r } })} />;
}
