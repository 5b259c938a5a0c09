import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));
const local = 'http://localhost:3000';

/**
 * Web build: root web/, output web/dist (served by the local server and by S3/CloudFront).
 * ID-SK ships SCSS only: sass compiles it; its fonts and images are referenced through the
 * `@idsk-assets` alias (see src/styles/main.scss), so Vite copies them into dist/assets.
 */
export default defineConfig({
  root: webDir,
  publicDir: 'public',
  plugins: [
    // must come before the React plugin
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // loaders too: their API client and zod schemas load with the route, not with the first screen
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    // .br/.gz next to every text asset: the local server sends them (scripts/local/static.ts)
    precompress(),
  ],
  resolve: {
    alias: {
      '@idsk-assets': `${repoDir}node_modules/@id-sk/frontend/idsk/assets`,
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [repoDir, `${repoDir}node_modules`],
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'slash-div', 'mixed-decls', 'color-functions', 'legacy-js-api'],
      },
    },
  },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // the staff route tables and schemas (the public screens import web-oznamenie.routes.ts only; eager URL validation uses shared/api/staff-lists.ts): loaded with the first staff screen
            {
              name: 'api-staff',
              priority: 2,
              test: /[\\/]shared[\\/]api[\\/](routes|(auth|system|organizacie|ciselniky|oznamenia|poskodeni|pouzivatelia|skodove-udalosti|subory|opatrenia|konanie|predmet-skody|statistiky|historicke-udaje)\.routes|oznamenia|poskodeni|pouzivatelia|skodove-udalosti|subory|opatrenia|konanie|predmet-skody|statistiky|historicke-udaje)\.ts$/,
            },
            // zod, the public route table and the shared schemas: loaded with the first route that calls the API.
            // Not limits.ts, staff-lists.ts and *-texts.ts (no zod): the eager URL validation (validateSearch) and
            // page titles import them, and in this group they would bring zod onto the public wizard's first screen.
            {
              name: 'api',
              priority: 1,
              test: /node_modules[\\/]zod[\\/]|[\\/]shared[\\/]api[\\/](?!(limits|staff-lists|[\w-]+-texts)\.ts$)|[\\/]web[\\/]src[\\/]lib[\\/]api-client/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [repoDir] },
    proxy: {
      '/api': local,
      '/auth': local,
      '/logout': local,
      '^/vzorce_': local,
      '/oidc': local,
    },
  },
});
