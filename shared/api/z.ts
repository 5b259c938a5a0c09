/**
 * zod with Slovak messages: every validation error a person sees (web form or server 400) is Slovak.
 *
 * Import it as a namespace – `import * as z from './z'` – never `{ z }` from 'zod' or a module that
 * re-exports the `z` object: esbuild can drop the parts of zod a Lambda bundle does not use only
 * when `z` is a namespace import used as `z.string()` etc. (a `z` value keeps all of zod with its
 * forty locales in every bundle, ≈380 kB of the 870 kB each route carried; `npm run bench:cold`).
 */
import { config } from 'zod';
import sk from 'zod/v4/locales/sk.js';

config(sk());

export * from 'zod';
