/**
 * Builds the CDK app in memory for the infra tests: same feature flags as cdk.json,
 * no esbuild bundling (context aws:cdk:bundling-stacks = [] makes NodejsFunction
 * skip it; the entry files must still exist), no web build unless a test gives one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildOptions, buildApp } from '../lib/app';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

/** Building and synthesizing the app takes seconds on a 2-core machine. */
export const SYNTH_TIMEOUT = 60_000;

export const NO_WEB_BUILD = '/nonexistent/web/dist';

export function buildTestApp(context: Record<string, unknown> = {}, options: BuildOptions = {}) {
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stacks = buildApp(app, { webDistDir: NO_WEB_BUILD, ...options });
  return { app, ...stacks };
}

/**
 * Synthesizes the app once and returns the template of every stack, top-level and
 * nested (Template.fromStack would synthesize the whole app again for each stack).
 */
export function synthTemplates(app: App): Map<Stack, Template> {
  const assembly = app.synth();
  const result = new Map<Stack, Template>();
  for (const node of app.node.findAll()) {
    if (!Stack.isStack(node)) continue;
    const json = JSON.parse(readFileSync(path.join(assembly.directory, node.templateFile), 'utf8'));
    result.set(node, Template.fromJSON(json));
  }
  return result;
}

/** The context of the app most infra tests read: the product's route table, an origin, a hosted-UI prefix. */
const PRODUCT_CONTEXT = { appOrigin: 'https://skody.example.sk', cognitoDomainPrefix: 'skody-test' };
let product: (ReturnType<typeof buildTestApp> & { templates: Map<Stack, Template> }) | undefined;

/**
 * That app, built and synthesized once per test worker: the infra project runs its files in one
 * module graph per worker (vitest.config.ts, isolate: false), so the stack files that read it share
 * one synthesis instead of one each (a synthesis takes seconds here). Read it, never change it.
 */
export function productApp() {
  if (!product) {
    const built = buildTestApp(PRODUCT_CONTEXT);
    product = { ...built, templates: synthTemplates(built.app) };
  }
  return product;
}

/** Display name of a stack in test messages. */
export const stackLabel = (stack: Stack) => (stack.nestedStackParent ? stack.node.path : stack.stackName);

export const resourceCount = (t: Template) => Object.keys(t.toJSON().Resources ?? {}).length;
