/**
 * State machine of a file upload list (spec part 1 §5 'photo upload'): each selected file is
 * checked (type, size), ignored when a file of the same name is already listed, and uploaded at
 * once. Item states: ready (on the server), pending ('nahrávam...', with progress), failed
 * ('zlyhanie', can be retried), removing (the list changes only when the server confirms).
 * Pure: the component (file-uploader.tsx) runs the side effects.
 */
export type UploadStatus = 'ready' | 'pending' | 'failed' | 'removing';

export interface UploadItem {
  /** Local key, stable for the item's life. */
  key: string;
  /** Name shown to the person (the original file name). */
  name: string;
  /** Name on the server (temporary name), once uploaded. */
  serverName?: string;
  status: UploadStatus;
  /** 0..1 while pending. */
  progress: number;
  /** Why the last upload or removal failed. */
  error?: string;
  /** false when the failure will not go away by trying again (e.g. the server refused the file's content). */
  retryable?: boolean;
  /** Kept for a retry. */
  file?: File;
  /**
   * While pending: a name under which the file is already safe (the wizard's copy on the device) – the
   * form may be saved with it and the upload goes on behind (its end joins the device's send queue).
   */
  keptName?: string;
}

export interface FileRules {
  /** MIME type → allowed extensions (lower case, with the dot). */
  accept: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  messages: { type: string; size: string };
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const extension = (name: string) => name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';

/** The MIME type to upload the file as: its own, or the one its extension belongs to when the browser gives none. */
export function contentTypeOf(file: FileLike, rules: FileRules): string | null {
  const ext = extension(file.name);
  if (file.type) return (rules.accept[file.type] ?? []).includes(ext) ? file.type : null;
  return Object.entries(rules.accept).find(([, exts]) => exts.includes(ext))?.[0] ?? null;
}

/** null when the file may be uploaded, else the message why not. */
export function checkFile(file: FileLike, rules: FileRules): string | null {
  if (!contentTypeOf(file, rules)) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

/** `accept` attribute of the file input. */
export const acceptAttribute = (rules: FileRules) => [...Object.keys(rules.accept), ...Object.values(rules.accept).flat()].join(',');

let seq = 0;
export const newKey = () => `u${Date.now().toString(36)}${(seq++).toString(36)}`;

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'kept'; key: string; keptName: string }
  | { type: 'uploaded'; key: string; serverName: string }
  | { type: 'failed'; key: string; error: string; retryable?: boolean }
  | { type: 'retry'; key: string }
  | { type: 'removeStart'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'removeFailed'; key: string; error: string }
  | { type: 'reset'; items: UploadItem[] };

const patch = (items: UploadItem[], key: string, change: (i: UploadItem) => UploadItem) => items.map((i) => (i.key === key ? change(i) : i));

export function uploadReducer(items: UploadItem[], a: UploadAction): UploadItem[] {
  switch (a.type) {
    case 'add':
      return [...items, ...a.items];
    case 'progress':
      return patch(items, a.key, (i) => (i.status === 'pending' ? { ...i, progress: Math.max(i.progress, Math.min(1, a.progress)) } : i));
    case 'kept':
      return patch(items, a.key, (i) => (i.status === 'pending' ? { ...i, keptName: a.keptName } : i));
    case 'uploaded':
      return patch(items, a.key, (i) =>
        i.status === 'pending' ? { ...i, status: 'ready', serverName: a.serverName, keptName: undefined, progress: 1, error: undefined, file: undefined } : i,
      );
    case 'failed':
      return patch(items, a.key, (i) => (i.status === 'pending' ? { ...i, status: 'failed', error: a.error, retryable: a.retryable ?? true, keptName: undefined } : i));
    case 'retry':
      return patch(items, a.key, (i) => (i.status === 'failed' && i.file && i.retryable !== false ? { ...i, status: 'pending', progress: 0, error: undefined } : i));
    case 'removeStart':
      return patch(items, a.key, (i) => (i.status === 'ready' ? { ...i, status: 'removing', error: undefined } : i));
    case 'removed':
      return items.filter((i) => i.key !== a.key);
    case 'removeFailed':
      return patch(items, a.key, (i) => (i.status === 'removing' ? { ...i, status: 'ready', error: a.error } : i));
    case 'reset':
      return a.items;
  }
}

export interface Selection {
  /** New pending items to upload. */
  accepted: UploadItem[];
  /** Files refused by the rules, with the reason. */
  rejected: { name: string; message: string }[];
  /** Names ignored because the list already has them. */
  duplicates: string[];
}

/** Sorts a selection into what to upload, what to refuse and what to ignore (same name already listed). */
export function selectFiles(items: readonly UploadItem[], files: readonly File[], rules: FileRules): Selection {
  const names = new Set(items.map((i) => i.name));
  const out: Selection = { accepted: [], rejected: [], duplicates: [] };
  for (const file of files) {
    if (names.has(file.name)) {
      out.duplicates.push(file.name);
      continue;
    }
    const problem = checkFile(file, rules);
    if (problem) {
      out.rejected.push({ name: file.name, message: problem });
      continue;
    }
    names.add(file.name);
    out.accepted.push({ key: newKey(), name: file.name, status: 'pending', progress: 0, file });
  }
  return out;
}

/** Items from names already on the server (e.g. a saved draft): ready. */
export function readyItems(list: readonly { serverName: string; name: string }[]): UploadItem[] {
  return list.map((f) => ({ key: newKey(), name: f.name, serverName: f.serverName, status: 'ready' as const, progress: 1 }));
}

export const isBusy = (items: readonly UploadItem[]) => items.some((i) => i.status === 'pending' || i.status === 'removing');
export const hasFailed = (items: readonly UploadItem[]) => items.some((i) => i.status === 'failed');
export const readyNames = (items: readonly UploadItem[]) =>
  items.filter((i) => (i.status === 'ready' || i.status === 'removing') && i.serverName).map((i) => i.serverName as string);
/** Busy with something a save cannot go on without: a file not yet safe anywhere, or a removal. */
export const isBusyUnkept = (items: readonly UploadItem[]) => items.some((i) => (i.status === 'pending' && !i.keptName) || i.status === 'removing');
/** The name a form saves for this file: on the server once done, its safe copy while still going up; none otherwise. */
export const savableName = (i: UploadItem): string | undefined =>
  (i.status === 'ready' || i.status === 'removing') && i.serverName ? i.serverName : i.status === 'pending' ? i.keptName : undefined;
/** The names to save, in list order. */
export const savableNames = (items: readonly UploadItem[]) => items.flatMap((i) => savableName(i) ?? []);
