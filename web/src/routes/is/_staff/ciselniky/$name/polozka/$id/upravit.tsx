import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ciselnikTypFromSlug } from '@shared/domain/ciselnik';
import { ciselnikDetailQuery, ciselnikPolozkaQuery } from '@web/features/ciselniky/ciselniky-api';
import { CISELNIKY_TEXTS } from '@web/features/ciselniky/ciselniky-texts';
import { CISELNIKY_TITLES } from '@web/features/ciselniky/ciselniky-titles';
import { PolozkaForm } from '@web/features/ciselniky/polozka-form';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';
import { parseUuidParam } from '@web/lib/route-params';

const FIRST_PAGE = { page: 1, sortBy: 'label', sortDirection: 'ASC' } as const;

/** /is/ciselniky/{name}/polozka/{id}/upravit – edit of an item (SPRAVA_CISELNIKOV only, spec part 2 §6). */
export const Route = createFileRoute('/is/_staff/ciselniky/$name/polozka/$id/upravit')({
  params: { parse: ({ id }) => ({ id: parseUuidParam(id) }) },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, ['SPRAVA_CISELNIKOV']),
  loader: ({ context, params }) => {
    const typ = ciselnikTypFromSlug(params.name);
    return Promise.all([
      context.queryClient.ensureQueryData(ciselnikDetailQuery(typ, FIRST_PAGE)),
      context.queryClient.ensureQueryData(ciselnikPolozkaQuery(typ, params.id)),
    ]);
  },
  head: () => pageHead(CISELNIKY_TITLES.upravaPolozkyTitle),
  component: UpravaPolozkyPage,
});

function UpravaPolozkyPage() {
  const { name, id } = Route.useParams();
  const typ = ciselnikTypFromSlug(name);
  const { data: ciselnik } = useSuspenseQuery(ciselnikDetailQuery(typ, FIRST_PAGE));
  const { data: polozka } = useSuspenseQuery(ciselnikPolozkaQuery(typ, id));
  return (
    <>
      <span className="govuk-caption-l">{ciselnik.label}</span>
      <h1 className="govuk-heading-l">{CISELNIKY_TEXTS.upravaPolozkyTitle}</h1>
      <PolozkaForm key={`${polozka.uuid}-${polozka.version}`} name={name} ciselnik={ciselnik} polozka={polozka} />
    </>
  );
}
