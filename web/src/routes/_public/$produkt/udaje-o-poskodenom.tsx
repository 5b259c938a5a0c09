import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { WIZARD_KROK_LABELS } from '@shared/domain/wizard';
import { loadStep } from '@web/features/wizard/load-step';
import { validateNaspat } from '@web/features/wizard/step-guard';
import { UdajeOPoskodenomForm } from '@web/features/wizard/udaje-o-poskodenom-form';
import { ciselnikyQuery, draftQuery } from '@web/features/wizard/wizard-api';
import { pageHead } from '@web/lib/page-head';

/** Step 2 'Údaje o poškodenom' (spec part 1 §2). */
export const Route = createFileRoute('/_public/$produkt/udaje-o-poskodenom')({
  // ?naspat=zhrnutie: opened by 'Upraviť údaje' on the summary, saving returns there
  validateSearch: validateNaspat,
  loader: async ({ context }) => {
    const draft = await loadStep(context.queryClient, 'UDAJE_O_POSKODENOM');
    // the address selects need the code lists before the saved values can show
    await context.queryClient.ensureQueryData(ciselnikyQuery());
    return draft;
  },
  head: () => pageHead(WIZARD_KROK_LABELS.UDAJE_O_POSKODENOM),
  component: Step2,
});

function Step2() {
  const { data } = useSuspenseQuery(draftQuery());
  return <UdajeOPoskodenomForm draft={data} />;
}
