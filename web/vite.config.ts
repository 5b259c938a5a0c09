import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-plugin-precompress';
import { prerenderedShells } from './vite-plugin-shells';
import { publicPrecache } from './vite-plugin-public-precache';
import { ZOD_MINI_COPY, zodMiniCopy } from './vite-plugin-zod-mini-copy';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));
const local = 'http://localhost:3000';
const precache = publicPrecache();

/** The router's code generation and React: the app's build and the prerender of its first screens (vite-plugin-shells.ts). */
const appPlugins = () => [
  // the router plugin must come before the React plugin
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
];

/**
 * Web build: root web/, output web/dist (served by the local server and by S3/CloudFront).
 * ID-SK ships SCSS only: sass compiles it; its fonts and images are referenced through the
 * `@idsk-assets` alias (see src/styles/main.scss), so Vite copies them into dist/assets.
 */
export default defineConfig({
  root: webDir,
  publicDir: 'public',
  plugins: [
    ...appPlugins(),
    // the home page's and step 1's first screen as static HTML in index.html, rendered with the same plugins
    prerenderedShells(appPlugins),
    // zod/mini's own copy of zod/v4/core, tree-shaken apart from classic's (see the plugin)
    zodMiniCopy(),
    precache.plugin,
    // The public area as an installable app that opens with no network after one visit (the worker's rules
    // are in web/src/sw/sw.ts). The app registers it itself (web/src/lib/service-worker.ts) after the first
    // screen has rendered.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Evidencia škôd – hlásenie škody',
        short_name: 'Hlásenie škody',
        description: 'Oznámenie škody spôsobenej chránenými živočíchmi Štátnej ochrane prírody SR',
        lang: 'sk',
        start_url: '/hlasenie-skody/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b0c0c',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // our own worker source (web/src/sw/sw.ts: Workbox's modules plus Background Sync of a waiting report)
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff,woff2,svg,png}'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => precache.keep(e.url)), warnings: [] })],
      },
    }),
    // .br/.gz next to every text asset: the local server sends them (scripts/local/static.ts)
    precompress(),
  ],
  resolve: {
    alias: {
      '@idsk-assets': `${repoDir}node_modules/@id-sk/frontend/idsk/assets`,
      // Source Sans Pro as woff2 subsets (src/styles/main.scss)
      '@fontsource-files': `${repoDir}node_modules/@fontsource/source-sans-pro/files`,
      // the path aliases of tsconfig.json
      '@shared': `${repoDir}shared`,
      '@web': `${webDir}src`,
    },
  },
  css: {
    // ID-SK's font faces out: its Source Sans Pro as two whole .woff files (src/styles/main.scss declares woff2 subsets of
    // the same family instead), and Font Awesome, which no screen uses – the service worker precached its six files
    // (≈ 385 kB) on every reporter's phone
    postcss: {
      plugins: [
        {
          postcssPlugin: 'es-drop-idsk-font-faces',
          AtRule: {
            'font-face': (rule) => {
              if (/SourceSansPro-(Regular|Bold)\.woff|font-family:\s*"?FontAwesome/.test(rule.toString())) rule.remove();
            },
          },
        },
      ],
    },
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
    // dist/.vite/manifest.json: the chunk graph first-screen-budget.test.ts follows to weigh step 1's first screen
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React, the router and TanStack Query in one chunk: every screen needs them, and as some twelve small chunks
            // they were as many files on the first screen and entries in nearly every lazy route's preload list. Its
            // name changes only with a library's version, so a phone keeps it cached across updates of the app.
            {
              name: 'runtime',
              priority: 1,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
            },
            // the staff route tables and schemas (the public screens import web-oznamenie.routes.ts only; eager URL validation uses shared/api/staff-lists.ts): loaded with the first staff screen
            {
              name: 'api-staff',
              priority: 2,
              test: /[\\/]shared[\\/]api[\\/](routes|(auth|system|organizacie|ciselniky|oznamenia|poskodeni|pouzivatelia|skodove-udalosti|subory|opatrenia|konanie|predmet-skody|statistiky|historicke-udaje|opakovane-utoky)\.routes|oznamenia|poskodeni|pouzivatelia|skodove-udalosti|subory|opatrenia|konanie|predmet-skody|statistiky|statistiky-analyzy|historicke-udaje|opakovane-utoky)\.ts$/,
            },
            // The public wizard's API: its route table and the schemas it reaches, all zod/mini (shared/api/zm.ts)
            // with zod/mini's own copy of core, and the API client. What these modules use while they are evaluated
            // (ORGANIZACIA_TYPY in a z.enum) or call (the client's navigation and connection state) joins them: left in
            // the main chunk, which imports this one, it is undefined when this chunk runs (a chunk cycle).
            // Loaded by the wizard's first screen without
            // classic zod: keep every module listed here free of './z' (classic) imports, or classic comes back
            // onto that screen (web/src/features/wizard/first-screen-graph.test.ts checks the imports).
            {
              name: 'api-public',
              priority: 3,
              test: new RegExp(
                `${ZOD_MINI_COPY.source}|[\\/]shared[\\/]api[\\/](zm|zm-fields|route|errors|stranky|mapa|subjekt|ciselniky-public|organizacie-public|stav-hlasenia|fotografie-upload|adresa|web-oznamenie|web-oznamenie-view|web-oznamenie\\.routes|verejne\\.routes)\\.ts$|[\\/]web[\\/]src[\\/]lib[\\/](api-client|api-navigation|connection-status)|[\\/]shared[\\/]domain[\\/]organizacia\\.ts$` +
                  // what they import, all of it on the first screen anyway: as eight chunks of their own these were eight
                  // more files there and eight more entries in the preload list of nearly every lazy route of the main chunk
                  `|[\\/]shared[\\/](domain[\\/](ciselnik|oznamenie|poskodeny|wizard)|format[\\/](dates|photo-name)|api[\\/](limits|web-oznamenie-texts|subjekt-texts))\\.ts$|[\\/]web[\\/]src[\\/](lib[\\/]api-error|texts[\\/]index)\\.ts$`,
              ),
            },
            // The wizard's first screen (step 1) as one chunk instead of eight small ones: gzip compresses them
            // together ≈1 kB smaller. Only modules the public wizard uses (steps 2–4 load it too). The step's route parts
            // (?tsr-split) stay chunks of their own (≈0.4 kB more): the build manifest then names them by their route file,
            // and first-screen-budget.test.ts follows them from there.
            {
              name: 'wizard',
              priority: 3,
              test: /[\\/]web[\\/]src[\\/](features[\\/]wizard[\\/](wizard-page|udaje-o-skode-form|wizard-api|use-step-save|load-step|cancel-draft|device-notice)\.tsx?$|components[\\/]stepper\.(tsx|css)$)/,
            },
            // What the staff routes' eager parts use (search validation and its enums, the rights list): imported by the main
            // chunk, so on every first screen; one chunk instead of six small ones, each of them also one more entry in
            // the preload list of the lazy routes that import it.
            {
              name: 'route-tree-eager',
              priority: 3,
              test: /[\\/](web[\\/]src[\\/]lib[\\/](search-params|list-search|skody-filter-search)|shared[\\/](domain[\\/](predmet-skody|opravnenia)|api[\\/]staff-lists|format[\\/]collation))\.ts$/,
            },
            // The map helpers the location picker uses before the map starts (texts, coordinates, layer list, the loader):
            // on the wizard's first screen as one chunk instead of four; every map screen loads them all anyway.
            {
              name: 'map-kit',
              priority: 3,
              test: /[\\/](web[\\/]src[\\/]components[\\/]map[\\/](map-texts|coordinates|map-loader)\.tsx?|shared[\\/]domain[\\/]map-layers\.ts)$/,
            },
            // The form kit the wizard's first screen and the staff forms share, one chunk instead of eight small
            // ones (≈1.4 kB gzip less). Only what step 1 renders: checkbox and radios stay with their screens.
            {
              name: 'form-kit',
              priority: 3,
              test: /[\\/]web[\\/]src[\\/]components[\\/](form[\\/](field|field-errors|text-input|textarea|select|date-input|date-parts|combobox)\.tsx?$|form[\\/]combobox\.scss$|adresa[\\/]obec-options\.ts$|confirm-dialog\.tsx$)/,
            },
            // classic zod, the remaining route tables and shared schemas: loaded with the first route that calls the API.
            // Not limits.ts, staff-lists.ts, *-texts.ts and *-titles.ts (no zod): the eager URL validation (validateSearch) and
            // page titles import them, and in this group they would bring zod onto the public wizard's first screen.
            {
              name: 'api',
              priority: 1,
              test: /node_modules[\\/]zod[\\/]|[\\/]shared[\\/]api[\\/](?!(limits|staff-lists|[\w-]+-(texts|titles))\.ts$)/,
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
