// @vitest-environment node
// (sharp and exifr make and read real JPEGs: native code, not a DOM)
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifSegment, insertExif, withUprightOrientation } from './jpeg-exif';
import { LIGHT_PHOTO, lightDimensions } from './light-photo';

describe('lightDimensions', () => {
  it('scales a 12-megapixel photo to a long side of 2,560 px, either way round', () => {
    expect(lightDimensions(4000, 3000, 6_000_000)).toEqual({ width: 2560, height: 1920 });
    expect(lightDimensions(3024, 4032, 6_000_000)).toEqual({ width: 1920, height: 2560 });
    expect(lightDimensions(9000, 1000, 6_000_000)).toEqual({ width: 2560, height: 284 });
  });

  it('leaves a small photo alone and never enlarges', () => {
    expect(lightDimensions(2000, 1500, LIGHT_PHOTO.keepBytes)).toBeNull();
    expect(lightDimensions(2560, 1920, 500_000)).toBeNull();
    // within the size but heavy: re-encoded at its own size
    expect(lightDimensions(2000, 1500, LIGHT_PHOTO.keepBytes + 1)).toEqual({ width: 2000, height: 1500 });
    expect(lightDimensions(0, 0, 5_000_000)).toBeNull();
  });
});

/** A photo as a phone writes it: rotated by Orientation 6, with capture time and GPS. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6a4' } })
    .jpeg()
    // sharp writes Orientation only through withMetadata
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefon' },
      IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 50/1 6/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 38/1 24/1' },
    })
    .toBuffer();

/** What a canvas gives: the pixels only (sharp writes no EXIF unless asked). */
const canvasCopy = () => sharp({ create: { width: 24, height: 32, channels: 3, background: '#6a4' } }).jpeg({ quality: 85 }).toBuffer();

describe('the Exif block carried to the scaled copy', () => {
  it('keeps capture time and GPS, says upright, and the copy still decodes', async () => {
    const segment = exifSegment(new Uint8Array(await phonePhoto()));
    expect(segment).not.toBeNull();
    const copy = insertExif(new Uint8Array(await canvasCopy()), withUprightOrientation(segment as Uint8Array));

    const tags = await exifr.parse(Buffer.from(copy), { pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'Orientation', 'Make'], reviveValues: false, translateValues: false });
    expect(tags).toMatchObject({ DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00', Orientation: 1, Make: 'Telefon' });
    const gps = await exifr.gps(Buffer.from(copy));
    expect(gps.latitude).toBeCloseTo(48.835, 3);
    expect(gps.longitude).toBeCloseTo(19.64, 3);
    // decoded as the server decodes it: the canvas's pixels, not turned again
    const meta = await sharp(copy, { failOn: 'error' }).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([24, 32, 1]);
    await sharp(copy, { failOn: 'error' }).rotate().raw().toBuffer();
  });

  it('replaces an Exif block the copy already had instead of adding a second one', async () => {
    const segment = exifSegment(new Uint8Array(await phonePhoto())) as Uint8Array;
    const once = insertExif(new Uint8Array(await canvasCopy()), segment);
    const twice = insertExif(once, segment);
    expect(twice.length).toBe(once.length);
  });

  it('finds none in a JPEG without EXIF or in what is not a JPEG', async () => {
    expect(exifSegment(new Uint8Array(await canvasCopy()))).toBeNull();
    expect(exifSegment(new TextEncoder().encode('not a photo'))).toBeNull();
  });
});
