/** One photo to the server's temporary uploads of the public wizard (used by the uploader and by the send queue). */
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { callApi } from '@web/lib/api-client';
import { postPresigned } from '@web/components/upload/presigned-post';

/**
 * Sends one (already light) photo into an upload session: ask for a presigned POST, post the file (with
 * progress), then have the server decode it, so that a file that is not really a photo is refused on that
 * file at once (the server's Slovak reason; the server deletes the file). Resolves with its server name.
 */
export async function sendPhoto(uploadSessionUuid: string, file: Blob, filename: string, contentType: string, onProgress: (f: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await callApi(routes.webFotografiaUpload, {
    query: { uploadSessionUuid },
    body: { filename, contentType: contentType as 'image/jpeg' | 'image/png', size: file.size },
    signal,
  });
  await postPresigned(target.url, target.fields, file, onProgress, signal);
  await callApi(routes.webFotografiaOverit, { query: { uploadSessionUuid }, body: { filename: target.filename }, signal });
  return target.filename;
}

