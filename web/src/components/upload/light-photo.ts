/**
 * A camera photo made light on the device before it goes up: a 12-megapixel JPEG of 4–8 MB takes
 * minutes on a weak mobile uplink. Scaled so that its long side is at most 2,560 px and encoded at
 * JPEG quality 0.85: 2,560 px (≈ 5 MP at 4:3) still shows a bite wound, an ear tag or a broken hive
 * frame when zoomed to the full screen of a desktop, and 0.85 is where JPEG artefacts stay invisible
 * at that size, while the file shrinks to a fraction of the original (measured by `npm run
 * bench:photos`, figures in docs/benchmarks.md). The capture time and GPS position stay in the copy (jpeg-exif.ts), so the
 * server reads them as from the original; the server still decodes every file it gets.
 *
 * Only JPEGs are scaled: a PNG is a screenshot or a scan, where JPEG encoding would blur text, and
 * phones do not write PNG photos. Anything the browser cannot decode is sent as it is, for the
 * server to refuse with its reason.
 */
import { exifSegment, insertExif, withUprightOrientation } from './jpeg-exif';

export const LIGHT_PHOTO = {
  /** Long side in pixels of a scaled photo. */
  longSide: 2560,
  /** JPEG quality of a scaled photo. */
  quality: 0.85,
  /** A JPEG no longer than the long side and at most this large is sent unchanged (re-encoding would only lose detail). */
  keepBytes: 1_000_000,
} as const;

/** The size to scale to, or null when the photo is sent unchanged. Never enlarges; keeps the aspect ratio. */
export function lightDimensions(width: number, height: number, bytes: number): { width: number; height: number } | null {
  const long = Math.max(width, height);
  if (!(long > 0)) return null;
  const factor = Math.min(1, LIGHT_PHOTO.longSide / long);
  if (factor === 1 && bytes <= LIGHT_PHOTO.keepBytes) return null;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

const isJpegFile = (file: File) => file.type === 'image/jpeg' || file.type === 'image/pjpeg' || (file.type === '' && /\.jpe?g$/i.test(file.name));

async function encodeJpeg(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: LIGHT_PHOTO.quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', LIGHT_PHOTO.quality));
}

/** The file to upload in place of `file`: its light copy (same name), or `file` itself when that is not lighter. Never throws. */
export async function lightPhoto(file: File): Promise<File> {
  if (!isJpegFile(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = lightDimensions(bitmap.width, bitmap.height, file.size);
    if (!size) return file;
    const scaled = new Uint8Array(await (await encodeJpeg(bitmap, size)).arrayBuffer());
    // the Exif segment is at most 64 kB and comes before the image data
    const exif = exifSegment(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    const bytes = exif ? insertExif(scaled, withUprightOrientation(exif)) : scaled;
    if (bytes.length >= file.size) return file;
    return new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
