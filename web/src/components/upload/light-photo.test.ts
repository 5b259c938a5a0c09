// @vitest-environment node
// (sharp and exifr make and read real JPEGs: native code, not a DOM)
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exifSegment, insertExif, withUprightOrientation } from './jpeg-exif';
import { LIGHT_PHOTO, lightDimensions, lightPhoto, SCALING_AT_ONCE } from './light-photo';
import type { LightPhotoReply, LightPhotoRequest } from './light-photo.worker';

describe('lightDimensions', () => {
  it('scales a 12-megapixel photo to a long side of 2,048 px, either way round', () => {
    expect(lightDimensions(4000, 3000, 6_000_000)).toEqual({ width: 2048, height: 1536 });
    expect(lightDimensions(3024, 4032, 6_000_000)).toEqual({ width: 1536, height: 2048 });
    expect(lightDimensions(9000, 1000, 6_000_000)).toEqual({ width: 2048, height: 228 });
    expect(LIGHT_PHOTO.quality).toBe(0.8);
  });

  it('leaves a small photo alone and never enlarges', () => {
    expect(lightDimensions(2000, 1500, LIGHT_PHOTO.keepBytes)).toBeNull();
    expect(lightDimensions(2048, 1536, 500_000)).toBeNull();
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

/** A stand-in for the browser's Worker: answers each photo with `reply`, and counts the workers alive. */
function fakeWorkers(reply: (req: LightPhotoRequest) => Promise<LightPhotoReply | 'error'>) {
  const made: { url: string; type?: string }[] = [];
  let alive = 0;
  let mostAlive = 0;
  class FakeWorker {
    onmessage: ((e: MessageEvent<LightPhotoReply>) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    onmessageerror: ((e: MessageEvent) => void) | null = null;
    private ended = false;
    constructor(url: URL, options?: WorkerOptions) {
      made.push({ url: String(url), type: options?.type });
      alive++;
      mostAlive = Math.max(mostAlive, alive);
    }
    postMessage(req: LightPhotoRequest) {
      void reply(req).then((r) => {
        if (this.ended) return;
        if (r === 'error') this.onerror?.(new Event('error'));
        else this.onmessage?.(new MessageEvent('message', { data: r }));
      });
    }
    terminate() {
      if (!this.ended) alive--;
      this.ended = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { made, mostAlive: () => mostAlive, alive: () => alive };
}

const photoFile = (bytes = 5_000_000, name = 'ovca.jpg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg', lastModified: 1_778_000_000_000 });

describe('lightPhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('scales in a worker, off the page, and sends its copy under the same name', async () => {
    const onPage = vi.fn();
    vi.stubGlobal('createImageBitmap', onPage);
    const workers = fakeWorkers(async (req) => {
      expect(req.settings).toEqual(LIGHT_PHOTO);
      return { ok: true, bytes: new Uint8Array(req.file.size / 10) };
    });
    const light = await lightPhoto(photoFile());
    expect(workers.made).toEqual([{ url: expect.stringMatching(/light-photo\.worker\.ts$/), type: 'module' }]);
    expect(onPage).not.toHaveBeenCalled();
    expect([light.name, light.size, light.type, light.lastModified]).toEqual(['ovca.jpg', 500_000, 'image/jpeg', 1_778_000_000_000]);
    expect(workers.alive()).toBe(0);
    // a PNG (a screenshot, a scan) goes as it is, with no worker
    const scan = new File([new Uint8Array(3_000_000)], 'sken.png', { type: 'image/png' });
    expect(await lightPhoto(scan)).toBe(scan);
    expect(workers.made).toHaveLength(1);
  });

  it('sends the original when the worker finds nothing to gain', async () => {
    const workers = fakeWorkers(async () => ({ ok: true, bytes: null }));
    const original = photoFile();
    expect(await lightPhoto(original)).toBe(original);
    expect(workers.made).toHaveLength(1);
  });

  it('scales at most two photos at once, each in its own worker, and all of them in the end', async () => {
    const workers = fakeWorkers(async (req) => {
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true, bytes: new Uint8Array(req.file.size / 10) };
    });
    const light = await Promise.all([1, 2, 3, 4, 5].map((i) => lightPhoto(photoFile(1_000_000 * i, `foto-${i}.jpg`))));
    expect(light.map((f) => [f.name, f.size])).toEqual([1, 2, 3, 4, 5].map((i) => [`foto-${i}.jpg`, 100_000 * i]));
    expect(workers.made).toHaveLength(5);
    expect(workers.mostAlive()).toBe(SCALING_AT_ONCE);
    expect(SCALING_AT_ONCE).toBe(2);
  });

  it('scales on the page when the worker cannot (its script did not load, or no canvas in workers)', async () => {
    const original = new File([new Uint8Array(await phonePhoto()), new Uint8Array(400_000)], 'salas.jpg', { type: 'image/jpeg' });
    const copy = await canvasCopy();
    const drawn: number[][] = [];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 3000, height: 4000, close() {} }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return { drawImage: (_b: unknown, ...at: number[]) => drawn.push(at) };
        }
        async convertToBlob(options: ImageEncodeOptions) {
          expect(options).toEqual({ type: 'image/jpeg', quality: 0.8 });
          return new Blob([new Uint8Array(copy)]);
        }
      },
    );
    for (const failure of ['error', { ok: false }] as const) {
      drawn.length = 0;
      const workers = fakeWorkers(async () => failure);
      const light = await lightPhoto(original);
      expect(workers.made).toHaveLength(1);
      expect(drawn).toEqual([[0, 0, 1536, 2048]]);
      const bytes = Buffer.from(await light.arrayBuffer());
      expect(light.size).toBeLessThan(original.size);
      // the page's copy carries the capture time too
      expect(await exifr.parse(bytes, { pick: ['DateTimeOriginal'], reviveValues: false })).toEqual({ DateTimeOriginal: '2026:05:14 06:30:00' });
    }
  });
});
