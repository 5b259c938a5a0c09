/**
 * Thumbnails of a document's photos, read from S3. Apart from ./document.ts so that a document without
 * photos (the formula PDFs) does not carry the S3 client in its Lambda bundle (a smaller bundle starts faster).
 */
import { log } from './log';
import { readObjectHead } from './uploads';
import type { PdfThumbnail } from './pdf-document';
import { PDF_MAX_THUMBNAILS } from './pdf-document';

/** The largest thumbnail read for a document (a real one is ≈ 20 kB). */
const THUMBNAIL_MAX_BYTES = 2_000_000;

/** Reads the thumbnails of the first photos from the uploads bucket; a missing one is skipped (and logged). */
export async function loadThumbnails(photos: readonly { meno: string; thumbnailS3Key: string }[], max = PDF_MAX_THUMBNAILS): Promise<PdfThumbnail[]> {
  const read = await Promise.all(
    photos.slice(0, max).map(async (f) => {
      const bytes = await readObjectHead(f.thumbnailS3Key, THUMBNAIL_MAX_BYTES).catch(() => null);
      if (!bytes) log.warn('thumbnail missing for the PDF', { key: f.thumbnailS3Key });
      const t: PdfThumbnail | null = bytes ? { meno: f.meno, bytes: Buffer.from(bytes) } : null;
      return t;
    }),
  );
  return read.filter((t): t is PdfThumbnail => t !== null);
}

