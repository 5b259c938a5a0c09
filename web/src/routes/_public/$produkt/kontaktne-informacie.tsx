import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { WIZARD_KROK_LABELS } from '@shared/domain/wizard';
import { KontaktneInformacieForm } from '@web/features/wizard/kontaktne-informacie-form';
import { loadStep } from '@web/features/wizard/load-step';
import { validateNaspat } from '@web/features/wizard/step-guard';
import { draftQuery } from '@web/features/wizard/wizard-api';
import { pageHead } from '@web/lib/page-head';

/** Step 3 'Kontaktné informácie' (spec part 1 §2). */
export const Route = createFileRoute('/_public/$produkt/kontaktne-informacie')({
  // ?naspat=zhrnutie: opened by 'Upraviť údaje' on the summary, saving returns there
  validateSearch: validateNaspat,
  loader: ({ context }) => loadStep(context.queryClient, 'KONTAKTNE_INFORMACIE'),
  head: () => pageHead(WIZARD_KROK_LABELS.KONTAKTNE_INFORMACIE),
  component: Step3,
});

function Step3() {
  const { data } = useSuspenseQuery(draftQuery());
  return <KontaktneInformacieForm draft={data} />;
}
