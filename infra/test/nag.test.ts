import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildOptions } from '../lib/app';
import { buildTestApp, SYNTH_TIMEOUT } from './test-app';

interface Ack {
  id: string;
  reason: string;
  path: string;
}

function acknowledgements(app: App): Ack[] {
  const acks: Ack[] = [];
  for (const node of app.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, value] of Object.entries(entry.data as Record<string, unknown>)) {
        const reason = typeof value === 'string' ? value : String((value as { reason?: string })?.reason ?? JSON.stringify(value));
        acks.push({ id: id.replace(/^annotation::/i, ''), reason, path: node.node.path });
      }
    }
  }
  return acks;
}

/** cdk-nag findings as if nothing were acknowledged: "ruleId @ construct path". */
function rawFindings(app: App): Set<string> {
  const pack = new AwsSolutionsChecks(app);
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  const found = new Set<string>();
  for (const v of pack.validateScope(app).violations) {
    for (const r of v.violatingResources) found.add(`${v.ruleName} @ ${r.constructPath}`);
  }
  return found;
}

/** A minimal web build, so the BucketDeployment provider is checked too. */
function webBuildFixture(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

describe.each<[string, Record<string, string>, BuildOptions]>([
  ['defaults (clean checkout, no context)', {}, {}],
  [
    'production with a custom domain',
    {
      stage: 'prod',
      appOrigin: 'https://skody.sopsr.sk',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      cognitoDomainPrefix: 'skody-sopsr',
      alarmEmail: 'ops@sopsr.sk',
    },
    { webDistDir: webBuildFixture() },
  ],
])('cdk-nag AwsSolutions with %s', (_, context, options) => {
  // one synthesis serves both checks (a synthesis of the whole app is the slow part of the infra tests)
  let app: App;
  let synthError: unknown;
  beforeAll(() => {
    app = buildTestApp(context, options).app;
    try {
      app.synth();
    } catch (err) {
      synthError = err;
    }
  }, SYNTH_TIMEOUT);

  it('synthesizes with no unacknowledged cdk-nag error', () => {
    expect(synthError).toBeUndefined();
    const errors = new AwsSolutionsChecks(app)
      .validateScope(app)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  }, SYNTH_TIMEOUT);

  it('acknowledges only real findings, each with a specific reason', () => {
    const findings = rawFindings(app);
    const findingsByRule = [...findings].map((f) => f.split(' @ '));
    for (const ack of acknowledgements(app)) {
      if (ack.id.startsWith('evidencia-skod:')) continue;
      // An acknowledgement applies to its construct and everything below it.
      const used = findingsByRule.some(([rule, at]) => rule === ack.id && (at === ack.path || at.startsWith(`${ack.path}/`)));
      expect(used, `${ack.id} at ${ack.path} matches no finding`).toBe(true);
      expect(ack.reason.length, `reason of ${ack.id} at ${ack.path}`).toBeGreaterThan(40);
    }
  }, SYNTH_TIMEOUT);
});
