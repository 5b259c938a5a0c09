import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ciselnikTypFromSlug } from '@shared/domain/ciselnik';
import { ciselnikDetailQuery } from '@web/features/ciselniky/ciselniky-api';
import { CISELNIKY_TEXTS } from '@web/features/ciselniky/ciselniky-texts';
import { CISELNIKY_TITLES } from '@web/features/ciselniky/ciselniky-titles';
import { PolozkaForm } from '@web/features/ciselniky/polozka-form';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';

const FIRST_PAGE = { page: 1, sortBy: 'label', sortDirection: 'ASC' } as const;

/** /is/ciselniky/{name}/nova-polozka – a new item (SPRAVA_CISELNIKOV only, spec part 2 §6). */
export const Route = createFileRoute('/is/_staff/ciselniky/$name/nova-polozka')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, ['SPRAVA_CISELNIKOV']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ciselnikDetailQuery(ciselnikTypFromSlug(params.name), FIRST_PAGE)),
  head: () => pageHead(CISELNIKY_TITLES.novaPolozkaTitle),
  component: NovaPolozkaPage,
});

function NovaPolozkaPage() {
  const { name } = Route.useParams();
  const { data } = useSuspenseQuery(ciselnikDetailQuery(ciselnikTypFromSlug(name), FIRST_PAGE));
  return (
    <>
      <span className="govuk-caption-l">{data.label}</span>
      <h1 className="govuk-heading-l">{CISELNIKY_TEXTS.novaPolozkaTitle}</h1>
      <PolozkaForm name={name} ciselnik={data} />
    </>
  );
}
