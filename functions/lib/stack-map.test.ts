import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsOf, ROUTE_NODE_OPTIONS, routeBundling } from '../../infra/lib/bundling';
import { mappedStack } from './stack-map';

const repo = path.resolve(__dirname, '../..');
const dir = path.join(repo, '.bench/test/stack-map');

/**
 * A module bundled as the api stack bundles a route (minified, its map beside it), whose error is
 * thrown in a plain Node process started with the routes' NODE_OPTIONS: the stack a Lambda really has.
 */
async function stackOfBundledThrow(out: string): Promise<{ stack: string; bundle: string }> {
  rmSync(path.join(dir, out), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const entry = path.join(dir, 'src', 'posudok.ts');
  writeFileSync(
    entry,
    [
      'export function posudok(suma: number): number {',
      '  if (suma < 0) {',
      "    throw new Error('záporná suma');",
      '  }',
      '  return suma * 2;',
      '}',
      '',
    ].join('\n'),
  );
  const bundle = path.join(dir, out, 'index.mjs');
  await build({ ...esbuildOptionsOf(routeBundling(), entry, bundle), absWorkingDir: repo, logLevel: 'silent' });
  const script = 'const { posudok } = await import(process.argv[1]); try { posudok(-1); } catch (e) { process.stdout.write(e.stack); }';
  const { NODE_OPTIONS: _ours, ...env } = process.env;
  const stack = execFileSync(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(bundle).href], {
    env: { ...env, NODE_OPTIONS: ROUTE_NODE_OPTIONS },
    encoding: 'utf8',
  });
  return { stack, bundle };
}

describe('mappedStack', () => {
  it('points the frames of a minified route bundle at the original file, line and column, read from the map beside it', async () => {
    const { stack, bundle } = await stackOfBundledThrow('out');
    // what the Lambda's process has: the minified bundle's position, no source in sight
    expect(stack).toContain('záporná suma');
    expect(stack).toContain(`${pathToFileURL(bundle).href}:`);
    expect(stack).not.toContain('posudok.ts');

    const mapped = mappedStack(stack);
    expect(mapped).toContain('záporná suma');
    expect(mapped).toMatch(/\(src\/posudok\.ts:3:\d+\)$/m);
    expect(mapped).not.toContain(`${pathToFileURL(bundle).href}:`);
    // frames without a map beside their file (Node's own) are left as they were
    const unmappedLines = stack.split('\n').filter((l) => !l.includes(pathToFileURL(bundle).href));
    for (const line of unmappedLines) expect(mapped.split('\n')).toContain(line);
  }, 30_000);

  it('names a source by its path in the repository, wherever the bundle was built', async () => {
    const { stack } = await stackOfBundledThrow('elsewhere');
    const map = path.join(dir, 'elsewhere', 'index.mjs.map');
    const payload = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    writeFileSync(map, JSON.stringify({ ...payload, sources: payload.sources.map((s) => s.replace('../src/', '../../../../work/app/functions/lib/')) }));
    expect(mappedStack(stack)).toMatch(/\(functions\/lib\/posudok\.ts:3:\d+\)$/m);
  }, 30_000);

  it('leaves a stack alone when no frame has a map beside its file', () => {
    const stack = 'Error: x\n    at f (file:///nowhere/index.mjs:1:10)\n    at node:internal/modules/run_main:1:1';
    expect(mappedStack(stack)).toBe(stack);
  });
});
