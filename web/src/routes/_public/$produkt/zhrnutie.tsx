import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { WIZARD_KROK_LABELS } from '@shared/domain/wizard';
import { loadStep } from '@web/features/wizard/load-step';
import { draftQuery } from '@web/features/wizard/wizard-api';
import { Zhrnutie } from '@web/features/wizard/zhrnutie';
import { pageHead } from '@web/lib/page-head';

/** Step 4 'Zhrnutie' (spec part 1 §2). */
export const Route = createFileRoute('/_public/$produkt/zhrnutie')({
  loader: ({ context }) => loadStep(context.queryClient, 'ZHRNUTIE'),
  head: () => pageHead(WIZARD_KROK_LABELS.ZHRNUTIE),
  component: Step4,
});

function Step4() {
  const { data } = useSuspenseQuery(draftQuery());
  return <Zhrnutie draft={data} />;
}
