import { createFileRoute } from '@tanstack/react-router';
import { VzorecPage, vzorecDetailQuery } from '@web/features/vzorce';
import { VZOREC_PAGE_TITLES } from '@web/features/vzorce/vzorce-titles';
import { pageHead } from '@web/lib/page-head';
import type { FieldParser } from '@web/lib/search-params';
import { searchValidator } from '@web/lib/search-params';

/** The version shown: a whole number ≥ 1, else the one valid today. */
const verziaParam = (): FieldParser<number | undefined> => (v) => {
  const n = Number(v);
  return v !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** /is/cenniky/{name}/vzorec?verzia=N – 'Overenie vzorca': the price list's formula checked against the decree's worked cases. */
export const Route = createFileRoute('/is/_staff/cenniky/$name/vzorec')({
  validateSearch: searchValidator({ verzia: verziaParam() }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(vzorecDetailQuery(params.name)),
  head: ({ loaderData }) => pageHead(loaderData && VZOREC_PAGE_TITLES.nadpis(loaderData.label)),
  component: () => {
    const { name } = Route.useParams();
    const { verzia } = Route.useSearch();
    return <VzorecPage name={name} verzia={verzia} />;
  },
});
