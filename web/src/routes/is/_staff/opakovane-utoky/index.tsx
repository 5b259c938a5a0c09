import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { OPAKOVANY_UTOK_TITLES } from '@shared/api/opakovane-utoky-titles';
import { NastaveniaHeader } from '@web/features/nastavenia/nastavenia-header';
import { NastavenieForm } from '@web/features/opakovane-utoky/nastavenie-form';
import { nastavenieQuery } from '@web/features/opakovane-utoky/opakovane-utoky-api';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';
import { pageHead } from '@web/lib/page-head';

const TYPY = ['POVODCA_SKODY'];

/** /is/opakovane-utoky – settings: the repeat-attack radius, window and threshold per damage-causing species. */
export const Route = createFileRoute('/is/_staff/opakovane-utoky/')({
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(nastavenieQuery()), context.queryClient.ensureQueryData(aktivneCiselnikyQuery(TYPY))]),
  head: () => pageHead(OPAKOVANY_UTOK_TITLES.nastavenieTitle),
  component: OpakovaneUtokyPage,
});

function OpakovaneUtokyPage() {
  const { data: nastavenie } = useSuspenseQuery(nastavenieQuery());
  const { data: ciselniky } = useSuspenseQuery(aktivneCiselnikyQuery(TYPY));
  return (
    <>
      <NastaveniaHeader active="opakovane-utoky" />
      <NastavenieForm nastavenie={nastavenie} povodcovia={ciselniky.find((c) => c.type === 'POVODCA_SKODY')?.values ?? []} />
    </>
  );
}
