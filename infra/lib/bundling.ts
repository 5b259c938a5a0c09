/**
 * How every route's Lambda bundle is built: the CDK api stack (route-function.ts) passes
 * `routeBundling()` to NodejsFunction, and `npm run bench:cold` turns the same object into esbuild
 * options with `esbuildOptionsOf()` – one definition, so the benchmark measures what AWS runs.
 */
import type { BuildOptions } from 'esbuild';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/** The Lambda runtime's Node version (route-function.ts uses the matching lambda.Runtime). */
export const LAMBDA_NODE_TARGET = 'node22';

/**
 * The AWS SDK's default credential chain tries the environment first and imports every other
 * source (SSO, profile files, web identity, container/instance metadata, and the STS/SSO clients
 * they use) with a dynamic import() only when the environment has no keys. In Lambda the runtime
 * always puts the role's keys into the environment, so these are never loaded there; left out of
 * the bundle they save ≈130 kB of every route (`npm run bench:cold` checks that no bundle imports
 * them statically: it loads each bundle where only its native modules can be resolved).
 */
export const UNREACHED_CREDENTIAL_SOURCES = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/token-providers',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
];

/**
 * NODE_OPTIONS of every route's Lambda: none. Stack traces of the minified bundle still point into our
 * sources – the bundle's source map ships beside it and the log maps a stack when it writes one
 * (functions/lib/stack-map.ts). `--enable-source-maps` would do it for every module Node loads, at
 * every start: reading and decoding the map cost 8–16 ms of each cold start (docs/benchmarks.md), for
 * the few instances that ever log an error. `npm run bench:cold` imports every bundle with these options.
 */
export const ROUTE_NODE_OPTIONS: string = '';

/**
 * AWS SDK clients the handlers load with a dynamic import() on first use (SES for a mail, Cognito for
 * the directory synchronisation). They are left out of every route's bundle, not only out of the
 * routes that install them beside it: a dynamic import() of a bundled package makes esbuild wrap the
 * package and every module it shares with the DynamoDB client (≈ 130 of @smithy/core, @aws-sdk/core,
 * the credential chain and the HTTP handler) in lazy __esm initialisers – decided before tree shaking,
 * so also in a route that only reaches mail.ts through an import it does not call (the event detail,
 * the injured party, the damaged items: 19 routes). A wrapped module is not tree-shaken, and its code is
 * parsed twice at start (once pre-parsed, once when its initialiser runs): ≈ 3 ms of such a route's
 * cold start (docs/benchmarks.md). A route that can send mail or read the directory installs the
 * package beside its bundle (modulesBesideBundle); functions/cold-start.test.ts checks that every route
 * whose bundle keeps the import declares the need.
 */
export const LOADED_ON_USE_CLIENTS = {
  sendsMail: '@aws-sdk/client-sesv2',
  readsDirectory: '@aws-sdk/client-cognito-identity-provider',
} as const satisfies Partial<Record<keyof BesideNeeds, string>>;

/** What a route's Lambda needs beside its bundle (the route table's `lambda`). */
export interface BesideNeeds {
  nativeModules?: readonly string[];
  sendsMail?: boolean;
  readsDirectory?: boolean;
}

/**
 * npm packages installed beside a route's bundle instead of bundled into it: its native modules
 * (sharp, pdfkit with its fonts), and the AWS SDK clients that only some calls of a route use – SES
 * for a route that may send mail, Cognito for the directory synchronisation. The handlers import
 * those with a dynamic import() on first use, so a Lambda start neither loads nor parses them.
 */
export function modulesBesideBundle(needs: BesideNeeds = {}): string[] {
  return [
    ...(needs.nativeModules ?? []),
    ...(needs.sendsMail ? [LOADED_ON_USE_CLIENTS.sendsMail] : []),
    ...(needs.readsDirectory ? [LOADED_ON_USE_CLIENTS.readsDirectory] : []),
  ];
}

/** Bundling of a route's handler; `beside` are npm packages installed next to the bundle (modulesBesideBundle). */
export function routeBundling(beside: readonly string[] = []): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: LAMBDA_NODE_TARGET,
    mainFields: ['module', 'main'],
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // Lets CommonJS dependencies that call require() run inside the ESM bundle.
    banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    // The Node 22 runtime ships AWS SDK v3, but bundling pins the version we test with – except the
    // credential sources Lambda never reaches (UNREACHED_CREDENTIAL_SOURCES) and the clients loaded on
    // use (LOADED_ON_USE_CLIENTS, installed beside the bundles of the routes that use them).
    externalModules: [...new Set([...UNREACHED_CREDENTIAL_SOURCES, ...Object.values(LOADED_ON_USE_CLIENTS), ...beside])],
    nodeModules: beside.length ? [...beside] : undefined,
  };
}

/** The BundlingOptions keys esbuildOptionsOf() translates; any other key makes it throw (no silent drift). */
const TRANSLATED = new Set(['format', 'target', 'mainFields', 'minify', 'sourceMap', 'sourcesContent', 'banner', 'externalModules', 'nodeModules']);

/**
 * esbuild options equivalent to the command NodejsFunction runs locally for `bundling`
 * (aws-cdk-lib/aws-lambda-nodejs/lib/bundling.js buildEsbuildArgs: `esbuild --bundle <entry>
 * --target --platform=node --format --outfile=index.mjs --minify --sourcemap --sources-content
 * --external:… --banner:js --main-fields`, run in the project root so tsconfig.json is found).
 */
export function esbuildOptionsOf(bundling: BundlingOptions, entry: string, outfile: string): BuildOptions {
  const unknown = Object.entries(bundling)
    .filter(([k, v]) => v !== undefined && !TRANSLATED.has(k))
    .map(([k]) => k);
  if (unknown.length) throw new Error(`esbuildOptionsOf does not translate bundling option(s) ${unknown.join(', ')}: teach it before using them.`);
  // CDK derives these two from the runtime and feature flags when they are absent: name them.
  if (!bundling.target) throw new Error('routeBundling must name its target.');
  if (!bundling.externalModules) throw new Error('routeBundling must name its externalModules.');
  return {
    entryPoints: [entry],
    bundle: true,
    outfile,
    platform: 'node',
    target: bundling.target,
    format: bundling.format === OutputFormat.ESM ? 'esm' : bundling.format === OutputFormat.CJS ? 'cjs' : undefined,
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ? true : undefined,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...bundling.externalModules, ...(bundling.nodeModules ?? [])],
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    mainFields: bundling.mainFields,
    logLevel: 'warning',
  };
}
