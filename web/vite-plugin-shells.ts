/**
 * Puts the prerendered first screens (web/src/prerender.tsx) into the built index.html, hidden,
 * with web/public/shell.js after them: a classic script, so it runs before the first paint and shows
 * the one for the opened path. The page is rendered through Vite's SSR module loader with the same
 * aliases, styles options and plugins as the app (`ssrPlugins`), so it is the app's own components.
 * The stylesheets those components import (the app loads them with the route's chunk, after the first
 * paint) go into the head as one <style>, so the prerendered page looks exactly like the app's.
 * Each page also names the built files of its route (`routeFiles`), which shell.js preloads.
 */
import path from 'node:path';
import { transform } from 'esbuild';
import { createServer, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';

const APP_ROOT = '<div id="app"></div>';

export function prerenderedShells(ssrPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'es-prerendered-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('the prerendered first screens are put into index.html in the build only');
        if (!html.includes(APP_ROOT)) throw new Error(`index.html has no ${APP_ROOT} to put the prerendered first screens before`);
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          resolve: { alias: config.resolve.alias },
          css: { preprocessorOptions: config.css.preprocessorOptions },
          plugins: ssrPlugins(),
          server: { middlewareMode: true, hmr: false, watch: null },
          appType: 'custom',
        });
        try {
          const { renderShells } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            renderShells: (preloadFor: (routeIds: string[]) => string[]) => string;
          };
          const shells = renderShells((routeIds) => routeFiles(bundle, path.join(config.root, 'src/routes'), routeIds));
          const styles: string[] = [];
          for (const id of [...server.environments.ssr.moduleGraph.idToModuleMap.keys()].filter((m) => /\.(s?css)$/.test(m)).sort()) {
            const { default: css } = (await server.ssrLoadModule(`${id}?inline`)) as { default: string };
            styles.push(css);
          }
          const { code: css } = await transform(styles.join('\n'), { loader: 'css', minify: true });
          return html
            .replace('</head>', `<style>${css.trim()}</style></head>`)
            .replace(APP_ROOT, `${shells}<script src="/shell.js"></script>${APP_ROOT}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/** The files a TanStack file route's id can come from: `/_public/$produkt` → _public/$produkt.tsx or _public/$produkt/route.tsx, an index route `/_public/` → _public/index.tsx. */
function routeSources(routesDir: string, routeId: string): string[] {
  if (routeId === '__root__') return [path.join(routesDir, '__root.tsx')];
  if (routeId.endsWith('/')) return [path.join(routesDir, routeId, 'index.tsx')];
  return [path.join(routesDir, `${routeId}.tsx`), path.join(routesDir, routeId, 'route.tsx')];
}

/**
 * The built JS and CSS of the given routes – their chunks (the router plugin splits a route file into parts:
 * `?tsr-split=component`, `…=loader`) with every chunk those import statically – less what index.html loads
 * anyway (the entry and its imports). As URLs, in the order the chunks import each other.
 */
function routeFiles(bundle: Rollup.OutputBundle, routesDir: string, routeIds: string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<Rollup.OutputChunk>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    start.forEach(visit);
    return seen;
  };
  const inIndexHtml = closure(chunks.filter((chunk) => chunk.isEntry));
  const routeChunks = routeIds.flatMap((routeId) => {
    const sources = routeSources(routesDir, routeId);
    const found = chunks.filter((chunk) => chunk.moduleIds.some((id) => sources.includes(id.replace(/\?.*$/, ''))));
    if (found.length === 0) throw new Error(`no chunk of the route ${routeId} (looked for ${sources.join(', ')})`);
    return found;
  });
  const files: string[] = [];
  for (const chunk of closure(routeChunks)) {
    if (inIndexHtml.has(chunk)) continue;
    files.push(`/${chunk.fileName}`, ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`));
  }
  return files;
}
