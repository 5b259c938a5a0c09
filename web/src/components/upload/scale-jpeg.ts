/**
 * The pixel work of a light photo (light-photo.ts says why and how large): decode the JPEG turned
 * upright, draw it at the smaller size, encode it, and carry the camera's Exif block into the copy
 * (jpeg-exif.ts). It needs no page: light-photo.worker.ts runs it off the page's thread, and
 * light-photo.ts runs it on the page where a worker cannot.
 */
import { exifSegment, insertExif, withUprightOrientation } from './jpeg-exif';

export interface LightPhotoSettings {
  /** Long side in pixels of a scaled photo. */
  longSide: number;
  /** JPEG quality of a scaled photo (0–1). */
  quality: number;
  /** A JPEG no longer than the long side and at most this large is sent unchanged (re-encoding would only lose detail). */
  keepBytes: number;
}

/** The size to scale to, or null when the photo is sent unchanged. Never enlarges; keeps the aspect ratio. */
export function scaledSize(width: number, height: number, bytes: number, settings: LightPhotoSettings): { width: number; height: number } | null {
  const long = Math.max(width, height);
  if (!(long > 0)) return null;
  const factor = Math.min(1, settings.longSide / long);
  if (factor === 1 && bytes <= settings.keepBytes) return null;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

async function encodeJpeg(bitmap: ImageBitmap, size: { width: number; height: number }, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  if (typeof document === 'undefined') throw new Error('no canvas here');
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', quality));
}

/**
 * The light copy of a JPEG as bytes, or null when the original is to be sent (small enough already, or
 * the copy would not be lighter). Throws when it cannot decode or encode here.
 */
export async function scaleJpeg(file: Blob, settings: LightPhotoSettings): Promise<Uint8Array | null> {
  if (typeof createImageBitmap !== 'function') throw new Error('no createImageBitmap here');
  // a full decode and one high-quality draw: measured no slower than createImageBitmap's own resize
  // (resizeWidth/resizeQuality), which decodes the whole image as well
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = scaledSize(bitmap.width, bitmap.height, file.size, settings);
    if (!size) return null;
    const scaled = new Uint8Array(await (await encodeJpeg(bitmap, size, settings.quality)).arrayBuffer());
    // the Exif segment is at most 64 kB and comes before the image data
    const exif = exifSegment(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    const bytes = exif ? insertExif(scaled, withUprightOrientation(exif)) : scaled;
    return bytes.length < file.size ? bytes : null;
  } finally {
    bitmap.close();
  }
}
