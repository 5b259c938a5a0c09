/**
 * Scales one photo off the page's thread (light-photo.ts starts it): decoding and encoding a 12-MP
 * JPEG takes seconds of CPU on a cheap phone, which on the page would freeze the wizard while the
 * reporter types, and would run the photos one after another on the page's one thread instead of on
 * the phone's other cores.
 */
import { type LightPhotoSettings, scaleJpeg } from './scale-jpeg';

export interface LightPhotoRequest {
  file: Blob;
  settings: LightPhotoSettings;
}
/** `bytes` null: send the original. `ok` false: this worker could not scale it (the page then tries). */
export type LightPhotoReply = { ok: true; bytes: Uint8Array | null } | { ok: false };

self.onmessage = async (e: MessageEvent<LightPhotoRequest>) => {
  let reply: LightPhotoReply;
  try {
    reply = { ok: true, bytes: await scaleJpeg(e.data.file, e.data.settings) };
  } catch {
    reply = { ok: false };
  }
  // the copy's buffer is moved, not copied
  self.postMessage(reply, { transfer: reply.ok && reply.bytes ? [reply.bytes.buffer] : [] });
};
