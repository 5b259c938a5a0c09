import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { describedBy, ErrorMessage, Hint } from '../form/field';
import {
  acceptAttribute,
  contentTypeOf,
  type FileRules,
  readyItems,
  selectFiles,
  type UploadItem,
  uploadReducer,
} from './upload-state';
import './upload.css';

/**
 * Uploads one file; resolves with its name on the server. `onKept` may name a safe copy before the upload
 * ends (the wizard's copy on the device): the form can then be saved while the upload goes on.
 */
export type UploadFn = (file: File, contentType: string, onProgress: (fraction: number) => void, signal: AbortSignal, onKept: (keptName: string) => void) => Promise<string>;

export interface FileUploaderOptions {
  /** Files already on the server (e.g. from a saved draft). */
  initial: readonly { serverName: string; name: string }[];
  rules: FileRules;
  upload: UploadFn;
  /** Removes a file from the server; must resolve only when the server confirmed it (204). */
  remove: (serverName: string) => Promise<void>;
  /** The message to show for a failed upload or removal (e.g. a server field error); default none. */
  errorMessage?: (error: unknown) => string | undefined;
  /** True for an upload failure that trying again cannot fix (e.g. the server refused the content): no 'Skúsiť znova'. */
  isPermanentFailure?: (error: unknown) => boolean;
  /** Called with the accepted files of each selection (e.g. to read photo GPS). */
  onAccepted?: (files: File[]) => void;
  /** The tag of a finished file instead of 'nahraté' (e.g. a photo kept on the device until there is signal). */
  readyLabel?: (serverName: string) => string | undefined;
}

export interface FileUploaderController {
  items: UploadItem[];
  addFiles: (files: readonly File[]) => void;
  retry: (key: string) => void;
  removeItem: (key: string) => Promise<void>;
  /** Messages for the files refused by the last selection. */
  rejections: { name: string; message: string }[];
  /** Last polite announcement. */
  announcement: string;
  readyLabel?: (serverName: string) => string | undefined;
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** The upload list and its side effects; render it with <FileUploader>. */
export function useFileUploader(options: FileUploaderOptions): FileUploaderController {
  const [items, dispatch] = useReducer(uploadReducer, options.initial, (init) => readyItems(init));
  const [announcement, setAnnouncement] = useState('');
  const [rejections, setRejections] = useState<{ name: string; message: string }[]>([]);
  const opts = useRef(options);
  opts.current = options;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const map = controllers.current;
    return () => {
      // leaving the form: a file whose copy is kept safe goes on uploading (the saved step names that copy)
      const kept = new Set(itemsRef.current.filter((i) => i.status === 'pending' && i.keptName).map((i) => i.key));
      for (const [key, c] of map) if (!kept.has(key)) c.abort();
      map.clear();
    };
  }, []);

  const start = useCallback((item: UploadItem) => {
    const { upload, rules, errorMessage, isPermanentFailure } = opts.current;
    if (!item.file) return;
    const file = item.file;
    const ac = new AbortController();
    controllers.current.set(item.key, ac);
    const onKept = (keptName: string) => {
      // the ref too: an unmount right after (the form saved and left) must see it
      itemsRef.current = itemsRef.current.map((i) => (i.key === item.key ? { ...i, keptName } : i));
      dispatch({ type: 'kept', key: item.key, keptName });
    };
    upload(file, contentTypeOf(file, rules) ?? file.type, (p) => dispatch({ type: 'progress', key: item.key, progress: p }), ac.signal, onKept)
      .then((serverName) => {
        dispatch({ type: 'uploaded', key: item.key, serverName });
        setAnnouncement(WIZARD_SCREEN_TEXTS.uploadAdded(item.name));
      })
      .catch((e: unknown) => {
        if (isAbort(e)) return;
        dispatch({ type: 'failed', key: item.key, error: errorMessage?.(e) ?? '', retryable: !isPermanentFailure?.(e) });
        setAnnouncement(WIZARD_SCREEN_TEXTS.uploadFailedAnnounce(item.name));
      })
      .finally(() => controllers.current.delete(item.key));
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const sel = selectFiles(itemsRef.current, files, opts.current.rules);
      setRejections(sel.rejected);
      if (sel.duplicates.length > 0) setAnnouncement(sel.duplicates.map(WIZARD_SCREEN_TEXTS.uploadDuplicate).join(' '));
      if (sel.accepted.length === 0) return;
      itemsRef.current = [...itemsRef.current, ...sel.accepted];
      dispatch({ type: 'add', items: sel.accepted });
      for (const item of sel.accepted) start(item);
      opts.current.onAccepted?.(sel.accepted.map((i) => i.file as File));
    },
    [start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item?.status !== 'failed' || !item.file || item.retryable === false) return;
      dispatch({ type: 'retry', key });
      start({ ...item, status: 'pending', progress: 0 });
    },
    [start],
  );

  const removeItem = useCallback(async (key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    if (!item || item.status === 'removing') return;
    if (item.status !== 'ready' || !item.serverName) {
      // never reached the server (or still on its way): drop it here
      controllers.current.get(key)?.abort();
      dispatch({ type: 'removed', key });
      setAnnouncement(WIZARD_SCREEN_TEXTS.uploadRemovedAnnounce(item.name));
      return;
    }
    dispatch({ type: 'removeStart', key });
    try {
      await opts.current.remove(item.serverName);
      dispatch({ type: 'removed', key });
      setAnnouncement(WIZARD_SCREEN_TEXTS.uploadRemovedAnnounce(item.name));
    } catch (e) {
      const error = opts.current.errorMessage?.(e) ?? WIZARD_SCREEN_TEXTS.uploadRemoveFailed;
      dispatch({ type: 'removeFailed', key, error });
      setAnnouncement(error);
    }
  }, []);

  return { items, addFiles, retry, removeItem, rejections, announcement, readyLabel: options.readyLabel };
}

const STATUS_TEXT = { ready: WIZARD_SCREEN_TEXTS.uploadStateReady, pending: WIZARD_SCREEN_TEXTS.uploadStatePending, failed: WIZARD_SCREEN_TEXTS.uploadStateFailed, removing: WIZARD_SCREEN_TEXTS.uploadRemoving } as const;
const STATUS_TAG = { ready: 'es-upload__tag--ready', pending: 'es-upload__tag--pending', failed: 'es-upload__tag--failed', removing: 'es-upload__tag--pending' } as const;

export interface FileUploaderProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A field error (e.g. from the server) for the whole list. */
  error?: string;
  controller: FileUploaderController;
  rules: FileRules;
  /** Heading of the list (visually hidden). */
  listLabel?: string;
  multiple?: boolean;
  labelClassName?: string;
}

/**
 * ID-SK file upload with a list of uploaded files: each file uploads at once with a progress bar;
 * failed ones can be retried; state changes are announced politely. Generic: the caller gives
 * the rules and the upload/remove functions (public wizard photos, staff photos and attachments).
 */
export function FileUploader({ id, label, hint, error, controller, rules, listLabel = WIZARD_SCREEN_TEXTS.uploadList, multiple = true, labelClassName = 'govuk-label--s' }: FileUploaderProps) {
  const { items, addFiles, retry, removeItem, rejections, announcement } = controller;
  const rejectionText = rejections.map((r) => `${r.name}: ${r.message}`);
  const shownError = [error, ...rejectionText].filter(Boolean).join(' ');
  return (
    <div className={`govuk-form-group es-upload${shownError ? ' govuk-form-group--error' : ''}`}>
      <label className={`govuk-label ${labelClassName}`} htmlFor={id}>
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      {shownError && (
        <p id={`${id}-error`} className="govuk-error-message">
          <span className="govuk-visually-hidden">Chyba:</span>{' '}
          {[error, ...rejectionText].filter(Boolean).map((t) => (
            <span key={t} className="es-upload__error-line">
              {t}
            </span>
          ))}
        </p>
      )}
      <input
        className={`govuk-file-upload${shownError ? ' govuk-file-upload--error' : ''}`}
        id={id}
        name={id}
        type="file"
        multiple={multiple}
        accept={acceptAttribute(rules)}
        aria-describedby={describedBy(id, hint, shownError || undefined)}
        onChange={(e) => {
          const files = e.target.files ? [...e.target.files] : [];
          // let the same file be chosen again after it was removed
          e.target.value = '';
          addFiles(files);
        }}
      />
      {items.length > 0 && (
        <ul className="govuk-list es-upload__list" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.key} className="es-upload__item">
              <div className="es-upload__row">
                <span className="es-upload__name">{item.name}</span>
                <strong className={`govuk-tag es-upload__tag ${STATUS_TAG[item.status]}`}>{(item.status === 'ready' && item.serverName && controller.readyLabel?.(item.serverName)) || STATUS_TEXT[item.status]}</strong>
                <span className="es-upload__actions">
                  {item.status === 'failed' && item.retryable !== false && (
                    <button type="button" className="govuk-button govuk-button--secondary es-upload__button" onClick={() => retry(item.key)}>
                      {WIZARD_SCREEN_TEXTS.uploadRetry}
                      <span className="govuk-visually-hidden"> {item.name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="govuk-button govuk-button--warning es-upload__button"
                    disabled={item.status === 'removing'}
                    aria-disabled={item.status === 'removing' ? true : undefined}
                    onClick={() => void removeItem(item.key)}
                  >
                    {WIZARD_SCREEN_TEXTS.uploadRemove}
                    <span className="govuk-visually-hidden"> {item.name}</span>
                  </button>
                </span>
              </div>
              {item.status === 'pending' && (
                <progress className="es-upload__progress" max={1} value={item.progress} aria-label={WIZARD_SCREEN_TEXTS.uploadProgress(item.name)} />
              )}
              <ErrorMessage id={`${id}-${item.key}`} error={item.error || undefined} />
            </li>
          ))}
        </ul>
      )}
      <div className="govuk-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
