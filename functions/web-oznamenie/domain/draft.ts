/** The caller's own draft, found only through the anonymous HttpOnly draft cookie. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { canOpenStep, type WizardKrok } from '@shared/domain/wizard';
import { type DraftItem, DRAFT_DAYS, webOznamenieRepo } from '../../data/web-oznamenie-repo';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { env } from '../../lib/env';
import { badRequest, notFound } from '../../lib/errors';

export const DRAFT_COOKIE = 'es_draft';
const COOKIE_PATH = '/api/web-oznamenie';

export function draftCookie(id: string): string {
  return serializeCookie(DRAFT_COOKIE, id, { path: COOKIE_PATH, maxAge: DRAFT_DAYS * 86400, secure: env().APP_ORIGIN.startsWith('https://') });
}

export const draftIdOf = (event: APIGatewayProxyEventV2) => readCookie(event, DRAFT_COOKIE);

/** The caller's draft still being filled in, or 404 with a Slovak message. */
export async function loadOpenDraft(event: APIGatewayProxyEventV2): Promise<DraftItem> {
  const draft = await webOznamenieRepo.getById(draftIdOf(event));
  if (draft?.stav !== 'ROZPRACOVANE') throw notFound(WIZARD_MSG.noDraft);
  return draft;
}

/** Saving a step requires every earlier step to be fulfilled (no skipping by calling the API directly). */
export function assertStepOpen(draft: DraftItem, step: WizardKrok): void {
  if (!canOpenStep(step, draft.krok)) throw badRequest(WIZARD_MSG.stepOrder);
}

export function toView(d: DraftItem): WebOznamenie {
  return {
    krok: d.krok,
    fileUploadSessionId: d.fileUploadSessionId,
    datumOznamenia: d.datumOznamenia,
    expiresAt: new Date(d.expiresAt * 1000).toISOString(),
    udajeOSkode: d.udajeOSkode,
    udajeOPoskodenom: d.udajeOPoskodenom,
    kontaktneInformacie: d.kontaktneInformacie,
  };
}
