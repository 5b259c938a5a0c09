/**
 * `postinstall`: applies the AWS SDK's pending tree-shaking fix to the installed SDK clients, so that a
 * route's bundle carries the schemas of the operations it calls, not all of them.
 *
 * Since v3.930.0 every client's generated `dist-es/schemas/schemas_0.js` writes schema traits with
 * computed keys that name a string constant of the module (`{ [_hC]: "-", [_h]: ["PUT", "/?cors", 200] }`).
 * esbuild cannot prove that a computed key has no side effect (it could call a getter or toString), so
 * it keeps every statement holding one: all ~480 operation and shape schemas of S3 in every route that
 * uses S3 (66 kB of a 551 kB bundle, all evaluated at a cold start). Reported upstream as
 * aws/aws-sdk-js-v3#7607; the code generator's fix (smithy-lang/smithy-typescript#1889) writes literal
 * keys instead (`{ "httpChecksum": "-", "http": [...] }`) – exactly what this script does to the
 * installed files until a release carries it. It changes only how a key is written, never a value:
 * the objects are the same.
 *
 * Idempotent (a fixed file has no computed key left) and a no-op once the SDK ships the fix. If it did
 * not run (`npm ci --ignore-scripts`), nothing breaks – the bundles are only larger, and
 * functions/cold-start.test.ts says so. Remove it when the installed SDK writes literal keys itself.
 *
 * Run by hand: `node scripts/install/sdk-literal-trait-keys.mjs [node_modules]`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `const _hC = "httpChecksum";` – the string constants a generated schema module declares at its top. */
const STRING_CONSTANT = /^const (_\w+) = ("(?:[^"\\\n]|\\.)*");$/gm;
/** `[_hC]:` – a computed key naming one of them. */
const COMPUTED_KEY = /\[(_\w+)\]:/g;

/**
 * The module's source with every computed key that names one of its string constants written as that
 * string; `replaced` counts them. Keys naming anything else are left alone.
 * @param {string} source
 * @returns {{ source: string, replaced: number }}
 */
export function literalTraitKeys(source) {
  const constants = new Map();
  for (const [, name, literal] of source.matchAll(STRING_CONSTANT)) constants.set(name, literal);
  let replaced = 0;
  const out = source.replace(COMPUTED_KEY, (key, name) => {
    const literal = constants.get(name);
    if (literal === undefined) return key;
    replaced++;
    return `${literal}:`;
  });
  return { source: out, replaced };
}

/**
 * The generated schema modules of the installed SDK clients under `nodeModules`.
 * @param {string} nodeModules
 */
export function sdkSchemaModules(nodeModules) {
  const scope = path.join(nodeModules, '@aws-sdk');
  let clients;
  try {
    clients = readdirSync(scope).filter((name) => name.startsWith('client-') || name === 'nested-clients');
  } catch {
    return [];
  }
  const files = [];
  for (const client of clients) {
    const dir = path.join(scope, client, 'dist-es', 'schemas');
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) if (/^schemas_\d+\.js$/.test(name)) files.push(path.join(dir, name));
  }
  return files;
}

/**
 * Rewrites the schema modules under `nodeModules` in place; returns what it changed.
 * @param {string} nodeModules
 */
export function fixInstalledSdk(nodeModules) {
  const changed = [];
  for (const file of sdkSchemaModules(nodeModules)) {
    const { source, replaced } = literalTraitKeys(readFileSync(file, 'utf8'));
    if (!replaced) continue;
    writeFileSync(file, source);
    changed.push({ file: path.relative(nodeModules, file), replaced });
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const nodeModules = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules'));
  const changed = fixInstalledSdk(nodeModules);
  for (const { file, replaced } of changed) console.log(`sdk-literal-trait-keys: ${file}: ${replaced} computed keys written as literals`);
}
