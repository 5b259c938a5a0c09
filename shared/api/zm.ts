/**
 * zod/mini with Slovak messages: every schema of shared/api (web and functions) is written with it.
 * zod/mini tree-shakes: the wizard's first screen carries ≈10 kB gzip of it instead of classic zod's
 * ≈26 kB, and a route's Lambda ≈40 kB instead of ≈100 kB (classic methods reference every schema type,
 * so none of classic zod can be dropped; functions/cold-start.test.ts keeps it out of functions/ and
 * shared/api/).
 *
 * Import it as a namespace – `import * as z from './zm'` – never `{ z }` or a module that re-exports a
 * `z` object: esbuild drops the parts of zod a bundle does not use only for a namespace import used as
 * `z.string()` etc. Methods are functions here: `z.optional(x)`, `x.check(z.maxLength(n))`,
 * `z.pipe(x, z.transform(f))`, `z.extend(x, {…})`.
 */
import { config } from 'zod/mini';
import sk from 'zod/v4/locales/sk.js';

config(sk());

export * from 'zod/mini';
