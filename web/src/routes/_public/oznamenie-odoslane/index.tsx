import { createFileRoute, Link } from '@tanstack/react-router';
import { StaticPage } from '../../../features/stranky/static-page';
import { strankaQuery } from '../../../features/stranky/stranka-obsah';
import { pageHead } from '../../../lib/page-head';
import { PRODUCT_SLUG } from '../../../lib/product';
import { M } from '../../../messages';

/**
 * /oznamenie-odoslane/ – the notification-sent page: content 'oznamenie-odoslane-public' and the
 * 'Nové oznámenie o škode' button (spec part 1 §2). Starting a fresh web notification
 * (POST vytvorit-oznamenie) comes with the wizard issue; for now the button opens the wizard.
 */
export const Route = createFileRoute('/_public/oznamenie-odoslane/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery('oznamenie-odoslane-public')),
  head: ({ loaderData }) => pageHead(loaderData?.nadpis),
  component: () => (
    <>
      <StaticPage kod="oznamenie-odoslane-public" />
      <Link to="/$produkt/"
              params={{ produkt: PRODUCT_SLUG }} className="govuk-button" role="button" draggable={false}>
        {M.sentNewNotification}
      </Link>
    </>
  ),
});
