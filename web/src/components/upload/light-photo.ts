/**
 * A camera photo made light on the device before it goes up: a 12-megapixel JPEG of 3–8 MB takes
 * minutes on a weak mobile uplink, and every second on it is a second for the signal to drop.
 *
 * Scaled so that its long side is at most 2,048 px and encoded at JPEG quality 0.8. What the evidence
 * needs, seen by staff on a desktop screen: a 4:3 photo shown whole on a full-HD screen is 1,440 ×
 * 1,080 px, so 2,048 px still fills it with pixels to spare and leaves 1.4× of zoom before pixels show.
 * A phone's main camera sees ≈ 1.4 m across at 1 m, so at 2,048 px a close-up has ≈ 1.5 px per mm: a
 * canine puncture of 5 mm is ≈ 7 px wide, an ear tag's 8-mm digits ≈ 12 px tall (readable), and from
 * 2 m, the distance for a whole sheep or a hive, the 4-cm gap between a wolf's canines is ≈ 30 px and a
 * broken frame's split is plain. 2,560 px would give 1.25× that in each direction for 1.6× the pixels.
 * Quality 0.8 keeps JPEG's block artefacts below what the eye sees at 1:1 in a photo of grass, fur or
 * wood; 0.85 adds ≈ 20 % bytes for no visible gain. Together 0.41 MB a photo of a pasture against
 * 0.76 MB at 2,560 px / 0.85, ≈ 4 s less per photo on a 750 kbit/s uplink (`npm run bench:photos`,
 * figures in docs/benchmarks.md). Such detail is shot close up (the wound, the tag, the broken
 * frame); a scene shot from far away keeps 80 % of the linear detail 2,560 px would keep.
 *
 * The capture time and GPS position stay in the copy (jpeg-exif.ts), so the server reads them as from
 * the original; the server still decodes every file it gets. The decoding and encoding run in a worker
 * (light-photo.worker.ts) so that the page stays responsive and the photos use the phone's other
 * cores; at most two at once, because each holds a decoded 12-MP image (≈ 48 MB) while it works.
 *
 * Only JPEGs are scaled: a PNG is a screenshot or a scan, where JPEG encoding would blur text, and
 * phones do not write PNG photos. Anything the browser cannot decode is sent as it is, for the
 * server to refuse with its reason.
 */
import type { LightPhotoReply, LightPhotoRequest } from './light-photo.worker';
import { type LightPhotoSettings, scaledSize, scaleJpeg } from './scale-jpeg';

export const LIGHT_PHOTO: LightPhotoSettings = {
  longSide: 2048,
  quality: 0.8,
  keepBytes: 1_000_000,
};

/** How many photos are scaled at the same time. */
export const SCALING_AT_ONCE = 2;

/** The size to scale to, or null when the photo is sent unchanged. Never enlarges; keeps the aspect ratio. */
export const lightDimensions = (width: number, height: number, bytes: number) => scaledSize(width, height, bytes, LIGHT_PHOTO);

const isJpegFile = (file: File) => file.type === 'image/jpeg' || file.type === 'image/pjpeg' || (file.type === '' && /\.jpe?g$/i.test(file.name));

/** Runs `task` when fewer than SCALING_AT_ONCE others run. */
const waiting: (() => void)[] = [];
let running = 0;
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= SCALING_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The worker's answer: the copy's bytes, null for 'send the original', or undefined when no worker could do it. */
function scaleInWorker(file: File): Promise<Uint8Array | null | undefined> {
  if (typeof Worker !== 'function') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./light-photo.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(undefined);
      return;
    }
    const done = (result: Uint8Array | null | undefined) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (e: MessageEvent<LightPhotoReply>) => done(e.data.ok ? e.data.bytes : undefined);
    // the worker's script did not load (offline before it was cached, an old browser without module workers)
    worker.onerror = () => done(undefined);
    worker.onmessageerror = () => done(undefined);
    worker.postMessage({ file, settings: LIGHT_PHOTO } satisfies LightPhotoRequest);
  });
}

/** The file to upload in place of `file`: its light copy (same name), or `file` itself when that is not lighter. Never throws. */
export async function lightPhoto(file: File): Promise<File> {
  if (!isJpegFile(file)) return file;
  try {
    const bytes = await inTurn(async () => {
      const fromWorker = await scaleInWorker(file);
      // a browser whose workers cannot decode or draw (no OffscreenCanvas there) does it on the page
      return fromWorker !== undefined ? fromWorker : await scaleJpeg(file, LIGHT_PHOTO);
    });
    if (!bytes) return file;
    return new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
