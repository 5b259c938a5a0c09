/** exifr's smallest build (JPEG + TIFF/EXIF/GPS, ~10 kB gzip) has the API of the full one but no types of its own. */
declare module 'exifr/dist/mini.esm.mjs' {
  export { gps } from 'exifr';
}
