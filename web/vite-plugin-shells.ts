/**
 * Puts the prerendered first screens (web/src/prerender.tsx) into the built index.html, hidden,
 * with web/public/shell.js after them: a classic script, so it runs before the first paint and shows
 * the one for the opened path. The page is rendered through Vite's SSR module loader with the same
 * aliases, styles options and plugins as the app (`ssrPlugins`), so it is the app's own components.
 * The stylesheets those components import (the app loads them with the route's chunk, after the first
 * paint) go into the head as one <style>, so the prerendered page looks exactly like the app's.
 */
import { transform } from 'esbuild';
import { createServer, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

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
      async handler(html) {
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
          const { renderShells } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderShells: () => string };
          const shells = renderShells();
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
