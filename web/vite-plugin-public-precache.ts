/**
 * Which built files the service worker precaches: the public area's only (the home page, the static
 * pages and the wizard with everything it loads later – steps 2–4, the map, the photo scaling), so that
 * the wizard opens with no network after one earlier visit, while a reporter's phone never downloads
 * the staff screens' code (the heat map and charts alone are ≈ 0.8 MB). Collected from the bundle: the
 * entry's static imports, then every chunk of a route file under routes/_public/ with all it imports,
 * statically or lazily. vite-plugin-pwa filters its precache list with `keep` (its manifestTransforms).
 */
import type { Plugin } from 'vite';

interface ChunkInfo {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

const PUBLIC_ROUTE = /[\\/]web[\\/]src[\\/]routes[\\/]_public[\\/]/;

export function publicPrecache(): { plugin: Plugin; keep: (url: string) => boolean } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'es-public-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = bundle as unknown as Record<string, ChunkInfo | { type: 'asset' }>;
      const add = (name: string, lazyToo: boolean) => {
        const c = chunks[name];
        if (c?.type !== 'chunk' || files.has(name)) return;
        files.add(name);
        for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of c.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const i of c.imports) add(i, lazyToo);
        if (lazyToo) for (const i of c.dynamicImports) add(i, true);
      };
      for (const [name, c] of Object.entries(chunks)) if (c.type === 'chunk' && c.isEntry) add(name, false);
      for (const [name, c] of Object.entries(chunks)) {
        if (c.type === 'chunk' && c.moduleIds.some((id) => PUBLIC_ROUTE.test(id))) add(name, true);
      }
    },
  };
  const keep = (url: string) => !url.startsWith('assets/') || files.has(url) || /\.(woff2?|svg|png)$/.test(url);
  return { plugin, keep };
}
