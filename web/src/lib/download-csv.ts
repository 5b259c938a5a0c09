import { toApiError } from './api-client';

/** 'Export do CSV': POSTs the filter, saves the answer under the name from content-disposition, with its byte-order mark. */
export async function downloadCsv(url: string, body: unknown, fallbackName: string, type = 'text/csv;charset=utf-8'): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res, 'POST', url);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  // arrayBuffer keeps the BOM that text() would drop
  const blob = new Blob([await res.arrayBuffer()], { type });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
