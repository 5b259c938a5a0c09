/**
 * Posts a file to a presigned S3 POST URL with XMLHttpRequest (fetch cannot report upload
 * progress): every policy field first, then `file`, as S3 requires. Resolves on 2xx (S3 answers
 * 204), rejects otherwise; aborts with the signal. A service worker has no XMLHttpRequest: there
 * (Background Sync, nobody watching a progress bar) the same form goes with fetch.
 */
export class UploadHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'UploadHttpError';
  }
}

export function postPresigned(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  if (typeof XMLHttpRequest === 'undefined') return postWithFetch(url, form, onProgress, signal);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadHttpError(xhr.status)));
    xhr.onerror = () => reject(new UploadHttpError(0));
    xhr.ontimeout = () => reject(new UploadHttpError(408));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

async function postWithFetch(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: form, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new UploadHttpError(0);
  }
  if (!res.ok) throw new UploadHttpError(res.status);
  onProgress(1);
}
