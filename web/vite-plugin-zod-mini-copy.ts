/**
 * A second, separate copy of zod/v4/core for the zod/mini schemas (issue 17 item 13: the public wizard's
 * first screen ≤ 200 kB gzip).
 *
 * The schemas the wizard's first screen reaches are zod/mini (shared/api/zm.ts), the staff schemas
 * classic zod. Both build on zod/v4/core, and a bundler tree-shakes a module once for the whole build:
 * with classic zod in the same build, core keeps every schema type and check classic refers to, and the
 * first screen would load all of it (≈15 kB gzip) although mini needs a fraction. This plugin gives
 * everything imported from shared/api/zm.ts – zod/mini, the Slovak locale and, through them, core –
 * module ids of its own (`…?zod-mini`), so that copy is tree-shaken to what the mini schemas use.
 *
 * Both copies work together: a classic schema embedding a mini one calls it through `_zod.run` (no
 * class identity involved: core's `instanceof` checks compare trait names), and zm.ts sets the Slovak
 * locale on the copy it imports as z.ts does on classic's. Build only: the dev server and vitest load
 * one copy, which behaves the same. The Lambda bundles (esbuild) are not affected.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const TAG = '?zod-mini';
const ZM = /[\\/]shared[\\/]api[\\/]zm\.ts$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

export const ZOD_MINI_COPY = /[\\/]node_modules[\\/]zod[\\/].*\?zod-mini$/;

export function zodMiniCopy(): Plugin {
  return {
    name: 'es-zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(TAG) || ZM.test(importer))) return null;
      const resolved = await this.resolve(source, importer.endsWith(TAG) ? importer.slice(0, -TAG.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !ZOD.test(resolved.id)) return null;
      // zod declares "sideEffects": false; an id with a query is not matched to its package.json, so say it here
      return { ...resolved, id: resolved.id + TAG, moduleSideEffects: false };
    },
    async load(id) {
      if (!id.endsWith(TAG)) return null;
      return readFile(id.slice(0, -TAG.length), 'utf8');
    },
  };
}
