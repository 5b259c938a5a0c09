import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Markdown } from '../../../components/markdown';
import { strankaQuery } from '../../../features/stranky/stranka-obsah';
import { pageHead } from '../../../lib/page-head';
import { PRODUCT_SLUG, PRODUCT_STRANKA_KOD } from '../../../lib/product';
import { M } from '../../../messages';

/**
 * /{product}/ – the damage report wizard (spec part 1 §2). The slug is one constant
 * (lib/product.ts); any other first segment is not found. The wizard steps come with a later issue;
 * for now the page shows the wizard title and the page's intro content ('{product}-public').
 */
export const Route = createFileRoute('/_public/$produkt/')({
  params: {
    parse: ({ produkt }) => {
      if (produkt !== PRODUCT_SLUG) throw notFound();
      return { produkt };
    },
    stringify: ({ produkt }) => ({ produkt }),
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(strankaQuery(PRODUCT_STRANKA_KOD)),
  head: () => pageHead(M.wizardTitle),
  component: WizardIntro,
});

function WizardIntro() {
  const { data } = useSuspenseQuery(strankaQuery(PRODUCT_STRANKA_KOD));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{M.wizardTitle}</h1>
        <Markdown source={data.obsah} />
        <div className="govuk-inset-text">{M.wizardPreparing}</div>
      </div>
    </div>
  );
}
