/**
 * zod/mini with Slovak messages, for the schemas the public wizard's first screen reaches
 * (shared/api/web-oznamenie.ts and what its route table imports). zod/mini shares zod/v4/core with
 * classic zod and tree-shakes: the wizard's first screen carries ≈10 kB gzip of it instead of classic
 * zod's ≈26 kB (classic methods reference every schema type, so none of it can be dropped).
 *
 * Import it as a namespace – `import * as z from './zm'` – like ./z.ts. The locale is the same global
 * setting as in ./z.ts (zod/v4/core's config), so a message reads the same whichever flavour made it.
 * Classic staff schemas may embed these schemas (`z.object({ a: miniSchema })`, `z.nullable(miniSchema)`),
 * but cannot call classic methods on them.
 */
import { config } from 'zod/mini';
import sk from 'zod/v4/locales/sk.js';

config(sk());

export * from 'zod/mini';
