/** Build of the heatmap benchmark's two pages (scripts/bench/heatmap.ts runs it; no network at run time). */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  server: { fs: { allow: [repo] } },
  build: {
    outDir: `${repo}.bench/heatmap-pages`,
    emptyOutDir: true,
    rolldownOptions: { input: { deck: `${here}deck.html`, leaflet: `${here}leaflet.html` } },
  },
});
