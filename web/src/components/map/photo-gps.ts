/**
 * GPS position of a photo taken at the place of damage, read in the browser so the wizard can offer
 * 'Použiť polohu z fotografie …' before anything is uploaded. exifr (its JPEG-only build) is loaded
 * on first use, and only its GPS block is read.
 */
import { isValidLatLon, roundCoordinate } from './coordinates';

const JPEG_NAME = /\.(jpe?g|jfif)$/i;

async function startsLikeJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  return head.length === 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** JPEG only; never throws: anything unreadable, missing or implausible gives null. */
export async function readPhotoGps(file: File): Promise<{ lat: number; lon: number } | null> {
  try {
    const typeOk = file.type === 'image/jpeg' || file.type === 'image/pjpeg' || (file.type === '' && JPEG_NAME.test(file.name));
    if (!typeOk || !(await startsLikeJpeg(file))) return null;
    const { gps } = await import('exifr/dist/mini.esm.mjs');
    const position = await gps(file);
    const lat = Number(position?.latitude);
    const lon = Number(position?.longitude);
    // 0,0 is what some cameras write when they had no fix
    if (!isValidLatLon(lat, lon) || (lat === 0 && lon === 0)) return null;
    return { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
  } catch {
    return null;
  }
}
