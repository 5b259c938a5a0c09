/**
 * Precompressed copies of the web build (issue 17 item 13): after Vite writes web/dist, every text
 * asset (JS, CSS, HTML, SVG, JSON…) of at least 1 kB gets a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) sibling when that is smaller, so the local server (scripts/local/static.ts) sends
 * compressed bytes without compressing per request. Node's own zlib does both; no plugin package is
 * needed for a directory walk. CloudFront compresses by itself in AWS (the web stack does not need these files).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing (fonts, images and PDFs are compressed formats already). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.isFile()) yield p;
  }
}

/** Writes `file.br` and `file.gz` next to each compressible file of `dir`; returns [files, bytes before, brotli bytes]. */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const jobs: Promise<{ raw: number; brotli: number }>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const [b, g] = await Promise.all([
          br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gz(data, { level: 9 }),
        ]);
        if (b.length < data.length) await writeFile(`${file}.br`, b);
        if (g.length < data.length) await writeFile(`${file}.gz`, g);
        return { raw: data.length, brotli: Math.min(b.length, data.length) };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return { files: done.length, raw: done.reduce((s, d) => s + d.raw, 0), brotli: done.reduce((s, d) => s + d.brotli, 0) };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'es-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: a failed build reaches closeBundle too, and its ENOENT on the missing
    // output folder would hide the build's own error
    async writeBundle() {
      const r = await precompressDir(outDir);
      this.info?.(`precompressed ${r.files} files: ${(r.raw / 1e6).toFixed(2)} MB → ${(r.brotli / 1e6).toFixed(2)} MB brotli (+ gzip)`);
    },
  };
}
