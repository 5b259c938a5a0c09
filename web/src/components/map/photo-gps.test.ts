import { describe, expect, it } from 'vitest';
import { readPhotoGps } from './photo-gps';

type Dms = [number, number, number]; // degrees, minutes, seconds×100

/** A minimal JPEG: SOI, an APP1 Exif segment whose IFD0 points to a GPS IFD, EOI. */
function jpegWithGps(lat: Dms, latRef: 'N' | 'S', lon: Dms, lonRef: 'E' | 'W'): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(128));
  tiff.setUint16(0, 0x4949); // 'II' little endian
  tiff.setUint16(2, 42, true);
  tiff.setUint32(4, 8, true); // IFD0 offset
  // IFD0: one entry, GPSInfo → GPS IFD at 26
  tiff.setUint16(8, 1, true);
  tiff.setUint16(10, 0x8825, true);
  tiff.setUint16(12, 4, true);
  tiff.setUint32(14, 1, true);
  tiff.setUint32(18, 26, true);
  tiff.setUint32(22, 0, true);
  // GPS IFD at 26: four entries, rationals at 80 and 104
  tiff.setUint16(26, 4, true);
  const entry = (i: number, tag: number, type: number, count: number, value: (at: number) => void) => {
    const at = 28 + i * 12;
    tiff.setUint16(at, tag, true);
    tiff.setUint16(at + 2, type, true);
    tiff.setUint32(at + 4, count, true);
    value(at + 8);
  };
  const ascii = (ch: string) => (at: number) => tiff.setUint8(at, ch.charCodeAt(0));
  entry(0, 1, 2, 2, ascii(latRef));
  entry(1, 2, 5, 3, (at) => tiff.setUint32(at, 80, true));
  entry(2, 3, 2, 2, ascii(lonRef));
  entry(3, 4, 5, 3, (at) => tiff.setUint32(at, 104, true));
  tiff.setUint32(28 + 4 * 12, 0, true);
  const rationals = (at: number, [d, m, s]: Dms) => {
    for (const [i, v] of [d, 1, m, 1, s, 100].entries()) tiff.setUint32(at + i * 4, v, true);
  };
  rationals(80, lat);
  rationals(104, lon);

  const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0]; // 'Exif\0\0'
  const length = 2 + exifHeader.length + tiff.byteLength;
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...exifHeader,
    ...new Uint8Array(tiff.buffer),
    0xff,
    0xd9,
  ]);
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

describe('readPhotoGps', () => {
  it('reads the GPS position of a JPEG, rounded to 7 decimals', async () => {
    // prepare: 48°34'33.96" N, 19°7'33.96" E (Zvolen)
    const photo = file(jpegWithGps([48, 34, 3396], 'N', [19, 7, 3396], 'E'), 'IMG_0042.jpg', 'image/jpeg');
    // act
    const gps = await readPhotoGps(photo);
    // assert
    expect(gps).toEqual({ lat: 48.5761, lon: 19.1261 });
  });

  it('honours south and west', async () => {
    const photo = file(jpegWithGps([10, 30, 0], 'S', [5, 15, 0], 'W'), 'a.jpeg', 'image/jpeg');
    expect(await readPhotoGps(photo)).toEqual({ lat: -10.5, lon: -5.25 });
  });

  it('gives null for a JPEG without GPS, for 0,0 and for other files, and never throws', async () => {
    const noExif = file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]), 'b.jpg', 'image/jpeg');
    const zero = file(jpegWithGps([0, 0, 0], 'N', [0, 0, 0], 'E'), 'c.jpg', 'image/jpeg');
    const png = file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'd.png', 'image/png');
    const fakeJpeg = file(new TextEncoder().encode('not a photo at all'), 'e.jpg', 'image/jpeg');
    const truncated = file(jpegWithGps([48, 34, 3396], 'N', [19, 7, 3396], 'E').slice(0, 40), 'f.jpg', 'image/jpeg');
    expect(await readPhotoGps(noExif)).toBeNull();
    expect(await readPhotoGps(zero)).toBeNull();
    expect(await readPhotoGps(png)).toBeNull();
    expect(await readPhotoGps(fakeJpeg)).toBeNull();
    expect(await readPhotoGps(truncated)).toBeNull();
  });

  it('accepts a JPEG without a MIME type by its name', async () => {
    const photo = file(jpegWithGps([48, 34, 3396], 'N', [19, 7, 3396], 'E'), 'IMG_0042.JPG', '');
    expect(await readPhotoGps(photo)).toEqual({ lat: 48.5761, lon: 19.1261 });
  });
});
