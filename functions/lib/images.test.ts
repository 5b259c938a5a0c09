import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, makeThumbnail, readPhotoMetadata } from './images';

/** A real JPEG with EXIF capture time, offset and GPS, made with sharp. */
async function jpegWithExif() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Test' },
      IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 44/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 27/1 0/1' },
    })
    .toBuffer();
}

describe('images', () => {
  it('detects JPEG and PNG by content and refuses anything else', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    expect(detectImageType(await jpegWithExif())).toBe('image/jpeg');
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(Buffer.from('%PDF-1.7 renamed to .jpg'))).toBeNull();
  });

  it('makes a small JPEG thumbnail without EXIF', async () => {
    const thumb = await makeThumbnail(await jpegWithExif());
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(320);
    expect(meta.exif).toBeUndefined();
  });

  it('reads the capture time with its offset as UTC, and the GPS position', async () => {
    const meta = await readPhotoMetadata(await jpegWithExif());
    expect(meta.datumVzniku).toBe('2026-05-14T04:30:00.000Z');
    expect(meta.lokalitaGpsSirka).toBeCloseTo(48.7333333, 5);
    expect(meta.lokalitaGpsDlzka).toBeCloseTo(19.45, 5);
  });

  it('returns no metadata for an image without EXIF', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await readPhotoMetadata(png)).toEqual({});
  });
});
