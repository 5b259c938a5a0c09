import { createFileRoute } from '@tanstack/react-router';
import { furthestOpenStep } from '@shared/domain/wizard';
import { redirectToStep } from '@web/features/wizard/load-step';
import { draftQuery } from '@web/features/wizard/wizard-api';

/** /{product}/ – opens the wizard at the first step not yet fulfilled (a new draft starts at step 1). */
export const Route = createFileRoute('/_public/$produkt/')({
  loader: async ({ context }) => {
    const draft = await context.queryClient.ensureQueryData(draftQuery());
    redirectToStep(furthestOpenStep(draft.krok));
  },
});
