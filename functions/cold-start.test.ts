/**
 * Rules that keep every route's Lambda small, so new routes are born small (the figures are
 * `npm run bench:cold`'s, as ratios to the AWS SDK's own floor). Each Lambda bundle carries exactly
 * what its handler imports.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsOf, LOADED_ON_USE_CLIENTS, routeBundling } from '../infra/lib/bundling';
import { routeList } from '@shared/api/routes';

const repo = path.resolve(__dirname, '..');
const rel = (file: string) => path.relative(repo, file).replace(/\\/g, '/');
/** A metafile input as the repo names it (a git worktree's node_modules may be a link to another checkout's). */
const inRepo = (input: string) => input.replace(/^(\.\.\/)+([^/]+\/)*?node_modules\//, 'node_modules/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value imports (not `import type`) of a module: [specifier, imported names or '* as x']. */
function valueImports(source: string): { from: string; what: string }[] {
  const out: { from: string; what: string }[] = [];
  for (const m of source.matchAll(/^import\s+(?!type\s)([^'";]*?)\s+from\s+'([^']+)'/gm)) out.push({ from: m[2], what: m[1] });
  return out;
}

const functionsSources = sourceFiles(path.join(repo, 'functions'));

describe('route tables in handlers', () => {
  it('every handler imports its own area table as `routes`, never shared/api/routes.ts', () => {
    for (const r of routeList) {
      const area = path.posix.basename(path.posix.dirname(r.handler));
      const source = readFileSync(path.join(repo, 'functions', `${r.handler}.ts`), 'utf8');
      const table = valueImports(source).find((i) => /shared\/api\/[\w-]+\.routes$/.test(i.from));
      expect(table?.from, `functions/${r.handler}.ts`).toBe(`@shared/api/${area}.routes`);
      expect(table?.what, `functions/${r.handler}.ts`).toMatch(/^\{\s*\w+Routes as routes\s*\}$/);
    }
  });

  it('no module under functions/ imports the whole route table', () => {
    const offenders = functionsSources.filter((f) => valueImports(readFileSync(f, 'utf8')).some((i) => /shared\/api\/routes$/.test(i.from)));
    expect(offenders.map(rel)).toEqual([]);
  });
});

describe('libraries', () => {
  it('zod is imported as a namespace (`import * as z`), so bundles drop what they do not use', () => {
    const files = [...functionsSources, ...sourceFiles(path.join(repo, 'shared'))];
    const offenders = files.filter((f) =>
      valueImports(readFileSync(f, 'utf8')).some((i) => /^\{[^}]*\bz\b[^}]*\}$/.test(i.what) && /(^zod$|\/zod$|\/z$)/.test(i.from)),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it('no module under functions/ or shared/api/ imports classic zod as a value: schemas are zod/mini (shared/api/zm.ts), which tree-shakes', () => {
    // classic zod cannot be tree-shaken (its methods reference every schema type): ≈100 kB of every route that loads it
    const classic = (from: string) => /^zod(\/v3|\/v4|\/v4\/classic(\/.*)?)?$/.test(from) || /^\.{1,2}\/(.*\/)?(z|zod)$/.test(from);
    const files = [...functionsSources, ...sourceFiles(path.join(repo, 'shared', 'api'))];
    const offenders = files.flatMap((f) =>
      valueImports(readFileSync(f, 'utf8'))
        .filter((i) => classic(i.from))
        .map((i) => `${rel(f)} imports ${i.from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('sharp, exifr, pdfkit, SES and Cognito are loaded only when used (dynamic import)', () => {
    const lazy = ['sharp', 'exifr', 'pdfkit', ...Object.values(LOADED_ON_USE_CLIENTS)];
    const offenders = functionsSources.flatMap((f) =>
      valueImports(readFileSync(f, 'utf8'))
        .filter((i) => lazy.includes(i.from))
        .map((i) => `${rel(f)} imports ${i.from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the S3 presigners are imported statically: a dynamic import() of a package that shares the S3 client makes esbuild wrap the client whole – nothing of it tree-shaken, all of it evaluated at start', () => {
    const uploads = valueImports(readFileSync(path.join(repo, 'functions/lib/uploads.ts'), 'utf8')).map((i) => i.from);
    expect(uploads).toEqual(expect.arrayContaining(['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner']));
    const dynamic = functionsSources.filter((f) => /import\(\s*'@aws-sdk\/(client-s3|s3-presigned-post|s3-request-presigner)'/.test(readFileSync(f, 'utf8')));
    expect(dynamic.map(rel)).toEqual([]);
  });

  it('every AWS call goes through the AWS SDK: no request signing or AWS protocol code of our own', () => {
    const own = ['aws4', '@smithy/signature-v4', '@aws-sdk/signature-v4', '@aws-sdk/util-dynamodb'];
    const offenders = functionsSources.flatMap((f) =>
      valueImports(readFileSync(f, 'utf8'))
        .filter((i) => own.includes(i.from))
        .map((i) => `${rel(f)} imports ${i.from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('one client module per service: the DynamoDB client is built in lib/clients.ts, the S3 client in lib/s3.ts', () => {
    const builders: Record<string, string> = { 'new DynamoDBClient(': 'functions/lib/clients.ts', 'new S3Client(': 'functions/lib/s3.ts' };
    const offenders = functionsSources.flatMap((f) =>
      Object.entries(builders)
        .filter(([call, home]) => rel(f) !== home && readFileSync(f, 'utf8').includes(call))
        .map(([call]) => `${rel(f)} calls ${call}`),
    );
    expect(offenders).toEqual([]);
  });

  it('only the file modules import the S3 client or the S3 SDK', () => {
    // the public page's publisher runs only in its nightly job (functions/jobs/skody-v-cislach.ts), never in a route
    const allowed = ['functions/lib/s3.ts', 'functions/lib/uploads.ts', 'functions/skody-v-cislach/domain/publikovat-skody-v-cislach.ts'];
    const importsS3 = (f: string) =>
      valueImports(readFileSync(f, 'utf8')).some(
        (i) => i.from === '@aws-sdk/client-s3' || (i.from.startsWith('.') && rel(path.resolve(path.dirname(f), i.from)) === 'functions/lib/s3'),
      );
    const offenders = functionsSources.filter((f) => !allowed.includes(rel(f)) && importsS3(f));
    expect(offenders.map(rel)).toEqual([]);
  });
});

/**
 * Intl objects, `toLocale…` and `localeCompare` calls evaluated while a module is imported (outside any
 * function body). The first Intl use of a process loads the locale data: ≈ 20 ms of every cold start
 * (measured with `npm run bench:cold`: one Slovak number format built at import made the median route
 * 0.3× of the SDK floor slower).
 */
function intlAtImport(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    const callee = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression.getText(source).replace(/\s/g, '') : '';
    if (/^Intl\.\w+$|\.(toLocale\w*|localeCompare)$/.test(callee)) {
      found.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('work at import', () => {
  it('no module of functions/ or shared/ builds an Intl object or compares by locale while it is imported (only on first use)', () => {
    const files = [...sourceFiles(path.join(repo, 'functions')), ...sourceFiles(path.join(repo, 'shared'))];
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap(intlAtImport)).toEqual([]);
  }, 60_000);

  it('the check finds an Intl object built at import, and none built in a function', () => {
    const dir = path.join(repo, '.bench/test');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'intl-probe.ts');
    writeFileSync(file, "const a = new Intl.NumberFormat('sk-SK');\nexport const b = 'X'.toLocaleLowerCase('sk');\nexport const f = () => new Intl.Collator('sk');\n");
    expect(intlAtImport(file)).toEqual(['.bench/test/intl-probe.ts:1', '.bench/test/intl-probe.ts:2']);
  });
});

/** A route's bundle built as the api stack builds it: the repo files and packages it really carries, its code and its imports. */
async function bundled(routeName: string): Promise<{ inputs: string[]; text: string; imports: Metafile['outputs'][string]['imports'] }> {
  const def = routeList.find((r) => r.name === routeName);
  expect(def).toBeDefined();
  const entry = path.join(repo, 'functions', `${def?.handler}.ts`);
  const result = await build({ ...esbuildOptionsOf(routeBundling(), entry, path.join(repo, '.bench/test/index.mjs')), write: false, metafile: true, logLevel: 'silent', absWorkingDir: repo });
  // what ends up in the bundle (the metafile's inputs also list modules tree-shaken to nothing)
  const output = Object.values(result.metafile?.outputs ?? {}).find((o) => o.entryPoint);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([file]) => inRepo(file));
  return { inputs, text: result.outputFiles?.find((f) => f.path.endsWith('.mjs'))?.text ?? '', imports: output?.imports ?? [] };
}

/** The repo files and packages a route's bundle, built as the api stack builds it, really carries. */
async function bundledInputs(routeName: string): Promise<string[]> {
  return (await bundled(routeName)).inputs;
}

/**
 * The modules esbuild wraps in lazy __esm initialisers in a bundle built as the api stack builds it (not
 * minified, to read their names). A module is wrapped when something reaches it through a dynamic
 * import() or require() of a bundled package – with everything it imports, decided before tree shaking.
 */
async function lazyWrapped(entry: { route: string } | { contents: string }): Promise<string[]> {
  const { entryPoints: _entry, ...options } = esbuildOptionsOf(routeBundling(), '', path.join(repo, '.bench/test/index.mjs'));
  const input =
    'route' in entry
      ? { entryPoints: [path.join(repo, 'functions', `${routeList.find((r) => r.name === entry.route)?.handler}.ts`)] }
      : { stdin: { contents: entry.contents, resolveDir: repo, loader: 'ts' as const } };
  const result = await build({
    ...options,
    ...input,
    minify: false,
    sourcemap: false,
    write: false,
    logLevel: 'silent',
    absWorkingDir: repo,
  });
  const text = result.outputFiles.find((f) => f.path.endsWith('.mjs'))?.text ?? '';
  return [...text.matchAll(/= __esm\(\{\n\s+"([^"]+)"/g)].map((m) => inRepo(m[1]));
}

describe('lazy initialisers in routes bundled as the api stack bundles them', () => {
  it('wrap no more of the AWS SDK in lazy initialisers than the DynamoDB client does by itself: no dynamic import() of a bundled package shares the SDK (mail, metrics)', async () => {
    // the SDK wraps its own event-stream code (imported on use by @smithy/core): that much every route has
    const client = new Set(await lazyWrapped({ contents: "import { dynamo } from './functions/lib/clients';\nexport const handler = async () => dynamo();\n" }));
    expect(client.size).toBeGreaterThan(0);
    // skodovaUdalost reaches lib/mail.ts (through the commission's role code list → the event's change
    // path) without calling it; apiNotFound carries only what every route does (log, metrics, session)
    for (const route of ['skodovaUdalost', 'apiNotFound']) {
      const beyond = (await lazyWrapped({ route })).filter((m) => !client.has(m));
      expect(beyond, route).toEqual([]);
    }
  }, 60_000);
});

describe('a public read route bundled as the api stack bundles it', () => {
  it('carries its own schemas and the SDK’s DynamoDB document client only: no S3, SES or Cognito, no other area, no foreign zod locales', async () => {
    const inputs = await bundledInputs('webOrganizacie');

    expect(inputs).toContain('functions/lib/clients.ts');
    expect(inputs.some((i) => i.includes('node_modules/@aws-sdk/lib-dynamodb/'))).toBe(true);
    expect(inputs.filter((i) => /@aws-sdk\/(client-(s3|sesv2|cognito)|s3-)/.test(i))).toEqual([]);
    expect(inputs.filter((i) => /shared\/api\/(oznamenia|poskodeni|pouzivatelia|skodove-udalosti|ciselniky|auth)\.routes\.ts$/.test(i))).toEqual([]);
    // ours (sk), not zod's other forty; not even its default (en), which only classic zod loads
    expect(inputs.filter((i) => i.includes('zod/v4/locales/')).sort()).toEqual(['node_modules/zod/v4/locales/sk.js']);
    expect(inputs.filter((i) => i.startsWith('node_modules/zod/v4/classic/'))).toEqual([]);
  }, 30_000);
});

describe('the route with no schema bundled as the api stack bundles it', () => {
  it('carries no area’s schemas: what every route loads (session check, organisation repository) imports constants from shared/domain, never from a schema module', async () => {
    const inputs = await bundledInputs('apiNotFound');

    expect(inputs.filter((i) => i.startsWith('shared/api/')).sort()).toEqual(['shared/api/errors.ts', 'shared/api/route.ts', 'shared/api/system.routes.ts', 'shared/api/zm.ts']);
  }, 30_000);
});

describe('a file route bundled as the api stack bundles it', () => {
  it('carries one S3 client, and only the schemas of the S3 operations its handler calls (scripts/install/sdk-literal-trait-keys.mjs)', async () => {
    const { inputs, text } = await bundled('fotografiaTempUpload');

    // the presigned POST's own pinned client-s3 is deduplicated to ours (package.json overrides)
    expect(new Set(inputs.filter((i) => i.includes('/@aws-sdk/client-s3/')).map((i) => i.replace(/\/client-s3\/.*$/, '/client-s3')))).toEqual(new Set(['node_modules/@aws-sdk/client-s3']));
    // operations no route calls: their schemas are left out once the SDK's trait keys are literal –
    // if this fails, `npm install` did not run the postinstall script (or the SDK changed its output)
    const unused = ['SelectObjectContent', '/?cors', '/?lifecycle'].filter((s) => text.includes(s));
    expect(unused, 'schemas of S3 operations no handler calls are in the bundle').toEqual([]);
  }, 30_000);
});

describe('routes bundled as the api stack bundles them', () => {
  /**
   * Schema modules of another area that a route reached for a constant, a message or one shared schema –
   * each built all of that area's schemas at every cold start (170 for the notifications, 240 for the
   * damage events, 280 for the wizard). Those pieces now live in modules of their own (shared/domain,
   * *-texts.ts, id-params.ts, adresa.ts, opis.ts, ciselnik-ref.ts, staff-lists.ts, shared/format).
   */
  const OTHER_AREAS: Record<string, string[]> = {
    oznamenieFotografie: ['oznamenia', 'stav-hlasenia', 'web-oznamenie'],
    skodovaUdalost: ['oznamenia'],
    poskodeny: ['web-oznamenie'],
    statistikySumar: ['skodove-udalosti', 'opatrenia'],
    statistikyUcinnostOpatreniExport: ['skodove-udalosti', 'opatrenia'],
    skodovaUdalostOpakovanyUtok: ['skodove-udalosti', 'oznamenia'],
  };

  it.each(Object.entries(OTHER_AREAS))('%s carries no schema module of another area', async (routeName, areas) => {
    const inputs = await bundledInputs(routeName);
    expect(inputs.filter((i) => areas.some((a) => i === `shared/api/${a}.ts`))).toEqual([]);
  }, 30_000);
});

describe('the WMS proxy bundled as the api stack bundles it', () => {
  it('imports node:http only when it proxies a plain-http service: at start it would load http2, assert, perf_hooks and worker_threads too', async () => {
    const { imports } = await bundled('webWmsFeatureInfoProxy');
    // (the SDK's own handler imports node:http the same way: only for an http endpoint)
    expect(new Set(imports.filter((i) => i.path === 'node:http').map((i) => i.kind))).toEqual(new Set(['dynamic-import']));
    expect(imports.some((i) => i.path === 'node:https' && i.kind === 'import-statement')).toBe(true);
  }, 30_000);
});

describe('a staff route bundled as the api stack bundles it', () => {
  it('carries zod/mini only: nothing of classic zod', async () => {
    const inputs = await bundledInputs('cenniky');

    expect(inputs.some((i) => i.startsWith('node_modules/zod/v4/mini/'))).toBe(true);
    expect(inputs.filter((i) => i.startsWith('node_modules/zod/v4/classic/'))).toEqual([]);
  }, 30_000);
});

/**
 * Packages a handler loads with a dynamic import() only when a call needs them, and the route table's
 * `lambda` need that installs each beside the bundle (infra/lib/bundling.ts modulesBesideBundle) – and,
 * for SES and Cognito, grants the call. Every route's bundle leaves them out (LOADED_ON_USE_CLIENTS), so
 * a route whose bundle keeps the import() without its need would, in AWS, find no package to load and
 * have no permission for the call.
 */
const LOADED_ON_USE = Object.entries(LOADED_ON_USE_CLIENTS).map(([need, pkg]) => ({ pkg, need: need as keyof typeof LOADED_ON_USE_CLIENTS }));

describe('every route bundled as the api stack bundles it', () => {
  it('names in its `lambda` needs every package loaded on use that its handler reaches, and no need it does not reach', async () => {
    const entryOf = (r: (typeof routeList)[number]) => path.join(repo, 'functions', `${r.handler}.ts`);
    // what an output keeps after tree shaking: its inputs, and the external packages it still imports
    const keptBy = (output: Metafile['outputs'][string]) => [...Object.keys(output.inputs), ...output.imports.filter((i) => i.external).map((i) => i.path)];
    const needsOf = (kept: string[]) => LOADED_ON_USE.filter((l) => kept.some((i) => i === l.pkg || inRepo(i).startsWith(`node_modules/${l.pkg}/`))).map((l) => l.need);
    const { outfile: _one, entryPoints: _entry, banner: _banner, ...options } = esbuildOptionsOf(routeBundling(), '', '');
    const common = { ...options, minify: false, sourcemap: false, write: false, metafile: true, logLevel: 'silent', absWorkingDir: repo } as const;
    // One build of every handler with shared chunks (≈ 3 s; 156 single-file bundles take ≈ 60 s on this
    // machine): a handler reaches at most the inputs of its output and of the chunks it imports. Chunks
    // are shaken for all handlers together, so that over-approximates; the candidates it finds, and the
    // routes that declare a need, are then bundled as the api stack bundles them – in one esbuild call
    // without splitting, whose every output is the entry's own whole bundle with the same inputs as a
    // build of that entry alone (checked for all 50 candidates; 11 s instead of 50 s for 50 calls).
    const split = await build({ ...common, entryPoints: Object.fromEntries(routeList.map((r) => [r.name, entryOf(r)])), outdir: path.join(repo, '.bench/test/routes'), splitting: true });
    const outputs = split.metafile.outputs;
    const reachedInputs = (out: string, seen = new Set<string>()): string[] => {
      if (seen.has(out)) return [];
      seen.add(out);
      const output = outputs[out];
      if (!output) return [];
      return [...keptBy(output), ...output.imports.flatMap((i) => (i.external ? [] : reachedInputs(i.path, seen)))];
    };
    const reached = new Map<string, string[]>();
    for (const [out, output] of Object.entries(outputs)) {
      const r = routeList.find((route) => output.entryPoint && entryOf(route) === path.join(repo, output.entryPoint));
      if (r) reached.set(r.name, needsOf(reachedInputs(out)));
    }
    const candidates = routeList.filter((route) => reached.get(route.name)?.length || LOADED_ON_USE.some((l) => route.lambda?.[l.need]));
    const alone = await build({ ...common, entryPoints: Object.fromEntries(candidates.map((r) => [r.name, entryOf(r)])), outdir: path.join(repo, '.bench/test/alone') });
    const bundledAlone = candidates.filter((r) => {
      const output = Object.values(alone.metafile.outputs).find((o) => o.entryPoint && entryOf(r) === path.join(repo, o.entryPoint));
      if (output) reached.set(r.name, needsOf(keptBy(output)));
      return output;
    });
    expect(bundledAlone.length).toBe(candidates.length);
    expect(reached.size).toBe(routeList.length);
    const wrong = routeList.flatMap((r) =>
      LOADED_ON_USE.filter((l) => reached.get(r.name)?.includes(l.need) !== Boolean(r.lambda?.[l.need])).map(
        (l) => `${r.name} (${r.handler}): ${l.need} ${r.lambda?.[l.need] ? 'declared but not reached' : 'reached but not declared'}`,
      ),
    );
    expect(wrong).toEqual([]);
  }, 240_000);
});
