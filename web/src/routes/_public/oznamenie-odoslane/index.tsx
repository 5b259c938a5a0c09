import { createFileRoute } from '@tanstack/react-router';
import { SentPage } from '@web/features/wizard/sent-page';
import { strankaQuery } from '@web/features/stranky/stranka-obsah';
import { pageHead } from '@web/lib/page-head';

/** Human code of a notification, e.g. OZN-2026-000123; anything else in the URL is dropped. */
const KOD = /^[A-Z]{2,5}-\d{4}-\d{1,9}$/;

/**
 * /oznamenie-odoslane/?kod=… – the notification-sent page: the reference code, the content
 * 'oznamenie-odoslane-public' and 'Nové oznámenie o škode' (spec part 1 §2).
 */
export const Route = createFileRoute('/_public/oznamenie-odoslane/')({
  validateSearch: (search: Record<string, unknown>): { kod?: string } =>
    typeof search.kod === 'string' && KOD.test(search.kod) ? { kod: search.kod } : {},
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('oznamenie-odoslane-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: Sent,
});

function Sent() {
  const { kod } = Route.useSearch();
  return <SentPage kod={kod} />;
}
