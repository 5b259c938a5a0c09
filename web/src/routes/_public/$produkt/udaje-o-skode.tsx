import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadStep } from '@web/features/wizard/load-step';
import { validateNaspat } from '@web/features/wizard/step-guard';
import { UdajeOSkodeForm } from '@web/features/wizard/udaje-o-skode-form';
import { ciselnikyQuery, draftQuery, pracoviskaQuery } from '@web/features/wizard/wizard-api';
import { pageHead } from '@web/lib/page-head';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';

/** Step 1 'Údaje o škode' (spec part 1 §2). The lists load alongside; the form does not wait for them. */
export const Route = createFileRoute('/_public/$produkt/udaje-o-skode')({
  // ?naspat=zhrnutie: opened by 'Upraviť údaje' on the summary, saving returns there
  validateSearch: validateNaspat,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pracoviskaQuery());
    void context.queryClient.prefetchQuery(ciselnikyQuery());
    return loadStep(context.queryClient, 'UDAJE_O_SKODE');
  },
  head: () => pageHead(WIZARD_SCREEN_TEXTS.step1Title),
  component: Step1,
});

function Step1() {
  const { data } = useSuspenseQuery(draftQuery());
  // a new draft (after 'Zrušiť oznámenie') starts with an empty form
  return <UdajeOSkodeForm key={data.fileUploadSessionId} draft={data} />;
}
