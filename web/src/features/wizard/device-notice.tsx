import { Link } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WIZARD_KROK_LABELS, type WizardKrok } from '@shared/domain/wizard';
import { formatDateSk } from '@shared/format/dates';
import { isOffline, setOfflineText, subscribeConnection } from '@web/lib/connection-status';
import { PRODUCT_SLUG } from '@web/lib/product';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { STEP_ROUTES } from './step-guard';
import { type DeviceDraft, hasDeviceStore, readDeviceDraft, subscribeDeviceDraft } from './offline/device-draft';
import { photosGoingUp, subscribePhotosGoingUp, watchSendQueue } from './offline/send-queue';

/** The copy kept on this device, kept current across saves, sends and other tabs (null: none). */
export function useDeviceDraft(): DeviceDraft | null {
  const [draft, setDraft] = useState<DeviceDraft | null>(null);
  useEffect(() => {
    if (!hasDeviceStore()) return;
    let live = true;
    const read = () =>
      void readDeviceDraft().then(
        (d) => live && setDraft(d),
        () => undefined,
      );
    read();
    const stop = subscribeDeviceDraft(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return draft;
}

/**
 * Under the wizard's heading: photos still going up after the reporter went on from step 1, and a step the
 * server refused when it was sent from the device. While a copy is kept, the offline banner says it waits in
 * the phone instead of 'try again later'; the send queue starts with the wizard (sends what waits from an
 * earlier visit). Where the copy is kept, and until when, is said beside 'Zrušiť oznámenie' (KeptOnDeviceNote).
 */
export function DeviceDraftNotice({ step }: { step: WizardKrok }) {
  const draft = useDeviceDraft();
  const uploading = useSyncExternalStore(subscribePhotosGoingUp, photosGoingUp, () => false);
  useEffect(() => {
    watchSendQueue(subscribeConnection, isOffline);
  }, []);
  const kept = draft !== null;
  useEffect(() => {
    setOfflineText(kept ? WIZARD_SCREEN_TEXTS.offlineKept : null);
    return () => setOfflineText(null);
  }, [kept]);
  const refused = draft?.errors && draft.errors.krok !== step ? draft.errors.krok : null;
  return (
    <>
      {refused && (
        <div className="govuk-error-summary" role="alert">
          <p className="govuk-body govuk-!-margin-bottom-1">{WIZARD_SCREEN_TEXTS.refusedStep(WIZARD_KROK_LABELS[refused])}</p>
          <Link to={STEP_ROUTES[refused]} params={{ produkt: PRODUCT_SLUG }} className="govuk-link">
            {WIZARD_SCREEN_TEXTS.refusedStepLink} „{WIZARD_KROK_LABELS[refused]}“
          </Link>
        </div>
      )}
      {/* step 1 tags each photo itself */}
      <div role="status">{uploading && step !== 'UDAJE_O_SKODE' && <p className="govuk-body-s">{WIZARD_SCREEN_TEXTS.photosStillGoingUp}</p>}</div>
    </>
  );
}

/**
 * Where the report is kept and until when, and that sending or cancelling deletes it – said next to
 * 'Zrušiť oznámenie', the way to delete it now. Not above the form: the reporter opens step 1 to fill it in,
 * and the offline banner already says at the top, when it matters, that the report waits in the phone.
 */
export function KeptOnDeviceNote() {
  const draft = useDeviceDraft();
  if (!draft) return null;
  return <p className="govuk-body-s es-wizard__kept">{WIZARD_SCREEN_TEXTS.keptOnDevice(formatDateSk(draft.expiresAt.slice(0, 10)))}</p>;
}
