/**
 * Photo checks and derivatives: type by content (magic bytes, never the extension), thumbnails
 * (sharp strips EXIF from them), EXIF capture time and GPS (exifr).
 */

// Loaded on first use: sharp starts a native library (≈100 ms) and exifr is large; a route that
// only checks magic bytes (detectImageType) never loads either.
const loadSharp = () => import('sharp').then((m) => m.default);
const loadExifr = () => import('exifr').then((m) => m.default);

export type ImageType = 'image/jpeg' | 'image/png';

/** The real type of the bytes, or null when they are neither JPEG nor PNG. */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

export const THUMBNAIL_WIDTH = 320;

/** A JPEG thumbnail (no EXIF), rotated upright; throws when the image cannot be decoded. */
export async function makeThumbnail(image: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image, { failOn: 'error' }).rotate().resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer();
}

export interface PhotoMetadata {
  /** Capture time as an ISO instant (UTC) when the camera wrote an offset, else the camera's local time with no zone. */
  datumVzniku?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
}

/**
 * EXIF capture time and GPS. DateTimeOriginal is read unrevived (a string) together with
 * OffsetTimeOriginal; reviving it would shift it by the process time zone.
 */
export async function readPhotoMetadata(image: Uint8Array): Promise<PhotoMetadata> {
  try {
    const exifr = await loadExifr();
    const tags = await exifr.parse(Buffer.from(image), {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'],
      reviveValues: false,
      gps: true,
    });
    const out: PhotoMetadata = {};
    if (!tags) return out;
    const gps = await exifr.gps(Buffer.from(image)).catch(() => undefined);
    if (gps && Number.isFinite(gps.latitude) && Number.isFinite(gps.longitude)) {
      out.lokalitaGpsSirka = Math.round(gps.latitude * 1e7) / 1e7;
      out.lokalitaGpsDlzka = Math.round(gps.longitude * 1e7) / 1e7;
    }
    const m = typeof tags.DateTimeOriginal === 'string' ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(tags.DateTimeOriginal) : null;
    if (m) {
      const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
      const offset = typeof tags.OffsetTimeOriginal === 'string' && /^[+-]\d{2}:\d{2}$/.test(tags.OffsetTimeOriginal) ? tags.OffsetTimeOriginal : null;
      out.datumVzniku = offset ? new Date(`${local}${offset}`).toISOString() : local;
    }
    return out;
  } catch {
    return {};
  }
}

/** The same image without its metadata (EXIF, XMP, ICC comments), rotated upright; sharp writes none unless asked. */
export async function stripMetadata(image: Uint8Array, type: ImageType): Promise<Buffer> {
  const sharp = await loadSharp();
  const s = sharp(image, { failOn: 'error' }).rotate();
  return type === 'image/png' ? s.png().toBuffer() : s.jpeg({ quality: 92 }).toBuffer();
}
