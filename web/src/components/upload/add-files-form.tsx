import { type ReactNode, useState } from 'react';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { FileUploader, type UploadFn, useFileUploader } from './file-uploader';
import { type FileRules, isBusy, readyNames } from './upload-state';

export interface AddFilesFormProps {
  /** Page heading, e.g. 'Pridanie fotografie'. */
  title: string;
  /** Line under the heading (the record's code). */
  subtitle?: ReactNode;
  backLink: ReactNode;
  id: string;
  label: string;
  hint: string;
  rules: FileRules;
  /** Upload and remove of temporary files in the given upload session. */
  upload(session: string): UploadFn;
  remove(session: string): (serverName: string) => Promise<void>;
  /** Attaches the ready files of the session to the record. */
  attach(session: string, names: string[]): Promise<unknown>;
  successMessage: string;
  /** After a successful attach (refresh lists, navigate back). */
  onAttached(): Promise<unknown>;
}

/**
 * The staff 'add files' page body (spec part 1 §2, §5): the wizard's uploader in an upload session
 * of its own, and the final 'Pridať' button shown only when no file is still waiting.
 * One component for photos and attachments of notifications (and later of damage events).
 */
export function AddFilesForm(props: AddFilesFormProps) {
  // one upload session per visit of the page
  const [session] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const uploader = useFileUploader({
    initial: [],
    rules: props.rules,
    upload: props.upload(session),
    remove: props.remove(session),
    errorMessage: (e) => (isApiError(e) ? (e.fieldErrors[0]?.message ?? e.generalErrors[0]) : undefined),
    onAccepted: () => setError(undefined),
  });
  const ready = readyNames(uploader.items);

  const pridat = async () => {
    clearStatusMessages();
    setBusy(true);
    try {
      await props.attach(session, ready);
      showSuccess(props.successMessage, { afterNavigation: true });
      await props.onAttached();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors[0]) setError(e.fieldErrors[0].message);
      else showApiError(e, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {props.backLink}
      <h1 className="govuk-heading-l">{props.title}</h1>
      {props.subtitle && <p className="govuk-body">{props.subtitle}</p>}
      <FileUploader id={props.id} label={props.label} hint={props.hint} error={error} controller={uploader} rules={props.rules} />
      {ready.length > 0 && !isBusy(uploader.items) && (
        <button type="button" className="govuk-button" onClick={pridat} disabled={busy} aria-disabled={busy}>
          Pridať
        </button>
      )}
    </>
  );
}
