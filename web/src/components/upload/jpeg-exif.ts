/**
 * The camera's EXIF block carried over from an original JPEG to its scaled copy. A canvas writes no
 * EXIF, yet the server reads each photo's capture time and GPS position from it when the report is
 * submitted (functions/lib/images.ts): the original's APP1 'Exif' segment is copied into the copy as is,
 * except Orientation, which is set to 1 because the browser already turned the pixels upright.
 */

const SOI = 0xd8;
const APP0 = 0xe0;
const APP1 = 0xe1;
const SOS = 0xda;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // 'Exif\0\0'
const ORIENTATION_TAG = 0x0112;

const isJpeg = (b: Uint8Array) => b.length >= 4 && b[0] === 0xff && b[1] === SOI;

/** Each marker segment before the image data: its marker, start and end (exclusive). */
function* segments(jpeg: Uint8Array): Generator<{ marker: number; start: number; end: number }> {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === SOS) return;
    const end = at + 2 + ((jpeg[at + 2] << 8) | jpeg[at + 3]);
    if (end > jpeg.length) return;
    yield { marker, start: at, end };
    at = end;
  }
}

/** The whole APP1 Exif segment (marker and length included), or null when the JPEG has none. */
export function exifSegment(jpeg: Uint8Array): Uint8Array | null {
  if (!isJpeg(jpeg)) return null;
  for (const s of segments(jpeg)) {
    if (s.marker === APP1 && EXIF_HEADER.every((b, i) => jpeg[s.start + 4 + i] === b)) return jpeg.slice(s.start, s.end);
  }
  return null;
}

/** A copy of the segment with IFD0's Orientation set to 1 ('upright'); unchanged when it has none or cannot be read. */
export function withUprightOrientation(segment: Uint8Array): Uint8Array {
  const out = segment.slice();
  const tiff = 4 + EXIF_HEADER.length;
  if (out.length < tiff + 8) return out;
  const view = new DataView(out.buffer, out.byteOffset + tiff, out.length - tiff);
  const little = view.getUint16(0) === 0x4949;
  const ifd0 = view.getUint32(4, little);
  if (ifd0 + 2 > view.byteLength) return out;
  const count = view.getUint16(ifd0, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > view.byteLength) break;
    // Orientation is one SHORT, stored in the first two bytes of the value field
    if (view.getUint16(entry, little) === ORIENTATION_TAG) view.setUint16(entry + 8, 1, little);
  }
  return out;
}

/** The JPEG with the segment put right after SOI and a JFIF APP0 (where readers look for it), replacing any Exif it had. */
export function insertExif(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  if (!isJpeg(jpeg)) return jpeg;
  let insertAt = 2;
  let skip: { start: number; end: number } | null = null;
  for (const s of segments(jpeg)) {
    if (s.marker === APP0 && s.start === insertAt) insertAt = s.end;
    else if (s.marker === APP1 && EXIF_HEADER.every((b, i) => jpeg[s.start + 4 + i] === b)) skip = s;
  }
  const head = jpeg.subarray(0, insertAt);
  const rest = skip ? [jpeg.subarray(insertAt, skip.start), jpeg.subarray(skip.end)] : [jpeg.subarray(insertAt)];
  const out = new Uint8Array(head.length + segment.length + rest.reduce((n, r) => n + r.length, 0));
  out.set(head, 0);
  out.set(segment, head.length);
  let at = head.length + segment.length;
  for (const r of rest) {
    out.set(r, at);
    at += r.length;
  }
  return out;
}
