/**
 * Stack traces of a route's minified bundle, mapped to our sources when a stack is logged – not when
 * the Lambda starts.
 *
 * Node's `--enable-source-maps` reads and decodes the bundle's source map while it loads the bundle:
 * 8–16 ms of every cold start, measured (docs/benchmarks.md), to make readable the stack of an error
 * that most Lambda instances never log. Instead the route Lambdas run without it, and the log
 * (./log.ts) passes an error's stack through `mappedStack`: a frame in a file that has a source map
 * beside it (`index.mjs.map`, which the bundling writes) gets the original file, line and column,
 * read with Node's own SourceMap (node:module) – the map is read once, on the first error logged.
 *
 * Where Node already maps stacks (started with --enable-source-maps) or a frame has no map beside
 * its file (tests and the local server run the TypeScript sources), the stack is left as it is.
 * What the runtime itself prints for an error our handler never sees (a bundle that fails to load)
 * stays unmapped.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Source maps by the generated file's path; null: that file has none (or it is unreadable). */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/** `… (file:///var/task/index.mjs:1:23456)` or `at file:///var/task/index.mjs:1:23456` at the end of a frame. */
const FRAME_LOCATION = /((?:file:\/\/)?\/[^\s():]+\.[cm]?js):(\d+):(\d+)(\)?)$/;

/**
 * A source as the map names it – relative to where the bundle was built (`../../../work/app/functions/lib/uploads.ts`)
 * – as a path in the repository (`functions/lib/uploads.ts`), or without its leading `../` when outside it.
 */
const repoPath = (source: string) => /(?:^|\/)((?:functions|shared|node_modules)\/.*)$/.exec(source)?.[1] ?? source.replace(/^(?:\.\.?\/)+/, '');

/** `stack` with every frame of a bundle that has a source map beside it pointing into the original sources. */
export function mappedStack(stack: string): string {
  if (process.sourceMapsEnabled) return stack;
  return stack
    .split('\n')
    .map((line) => {
      const m = FRAME_LOCATION.exec(line);
      if (!m) return line;
      let file: string;
      try {
        file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
      } catch {
        return line;
      }
      const map = mapOf(file);
      if (!map) return line;
      const origin = map.findOrigin(Number(m[2]), Number(m[3]));
      if (!('fileName' in origin) || !origin.fileName) return line;
      return `${line.slice(0, m.index)}${repoPath(origin.fileName)}:${origin.lineNumber}:${origin.columnNumber}${m[4]}`;
    })
    .join('\n');
}
