import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import type { WizardKrok } from '@shared/domain/wizard';
import { PRODUCT_SLUG } from '@web/lib/product';
import { unseenSentCode } from './offline/device-wizard';
import { draftQuery } from './wizard-api';
import { STEP_ROUTES, stepRedirect } from './step-guard';

/** Throws the router redirect to a step. */
export function redirectToStep(krok: WizardKrok): never {
  throw redirect({ to: STEP_ROUTES[krok], params: { produkt: PRODUCT_SLUG }, replace: true });
}

/** Loader of a step: a code sent meanwhile, the draft (created when there is none), and the redirect when the step may not be opened yet. */
export async function loadStep(queryClient: QueryClient, step: WizardKrok): Promise<WebOznamenie> {
  // sent from the device while no confirmation was on screen (the phone was locked): the code first
  const kod = await unseenSentCode();
  if (kod) throw redirect({ to: '/oznamenie-odoslane/', search: { kod }, replace: true });
  const draft = await queryClient.ensureQueryData(draftQuery());
  const to = stepRedirect(step, draft.krok);
  if (to) redirectToStep(to);
  return draft;
}
