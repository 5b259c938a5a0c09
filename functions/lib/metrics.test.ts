import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute, PUBLIC } from '@shared/api/route';
import { route } from '../http/http';
import { countPhotoRefused, countReportSubmitted, countServerError, flushMetrics, METRIC, METRICS_NAMESPACE, metricsActive } from './metrics';
import { captureProcessOutput, getEvent } from '../../scripts/test/process-output';

let out: string[];
beforeEach(() => {
  out = captureProcessOutput();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

interface Emf {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}
const emfLines = () =>
  out
    .join('')
    .split('\n')
    .filter((l) => l.includes('"_aws"'))
    .map((l) => JSON.parse(l) as Emf);

const inLambda = () => vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'evidencia-skod-dev-webOznamenieOdoslat');

const event = (path: string) => getEvent(path, 'apigw-1');
const def = (name: string) => defineRoute({ method: 'GET', path: `/api/web-oznamenie/${name}`, handler: `test/${name}`, access: PUBLIC });

describe('business metrics (CloudWatch embedded metric format)', () => {
  it('writes nothing locally and under vitest: not in Lambda, or switched off by POWERTOOLS_METRICS_DISABLED or POWERTOOLS_DEV', async () => {
    expect(metricsActive()).toBe(false);
    countReportSubmitted();
    countServerError('GET /api/x');
    flushMetrics();
    inLambda();
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    expect(metricsActive()).toBe(false);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    expect(metricsActive()).toBe(false);
    countPhotoRefused();
    flushMetrics();
    expect(out.join('')).toBe('');
  });

  it('writes in Lambda, or anywhere with POWERTOOLS_METRICS_DISABLED=false', () => {
    inLambda();
    expect(metricsActive()).toBe(true);
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    expect(metricsActive()).toBe(true);
  });

  it('writes what a request counted once at its end, under the service dimension', async () => {
    inLambda();
    const handler = route(def('metrics-ok'), async () => {
      countPhotoRefused();
      countPhotoRefused();
      countReportSubmitted();
      expect(emfLines()).toEqual([]);
      return undefined;
    });

    const res = await handler(event('/api/web-oznamenie/metrics-ok'), { awsRequestId: 'l-1' } as Context);

    expect(res.statusCode).toBe(204);
    const [line, ...more] = emfLines();
    expect(more).toEqual([]);
    const [definition] = line._aws.CloudWatchMetrics;
    expect(definition.Namespace).toBe(METRICS_NAMESPACE);
    expect(definition.Dimensions).toEqual([['service']]);
    expect(definition.Metrics).toEqual(
      expect.arrayContaining([
        { Name: METRIC.photosRefused, Unit: 'Count' },
        { Name: METRIC.reportsSubmitted, Unit: 'Count' },
      ]),
    );
    expect(line).toMatchObject({ service: 'evidencia-skod', [METRIC.photosRefused]: [1, 1], [METRIC.reportsSubmitted]: 1 });
  });

  it('counts a 5xx answer by route, and a request that counted nothing writes no metric line', async () => {
    inLambda();
    const failing = route(def('metrics-5xx'), async () => {
      throw new Error('bug');
    });
    const quiet = route(def('metrics-quiet'), async () => ({ ok: true }));

    const failed = await failing(event('/api/web-oznamenie/metrics-5xx'), { awsRequestId: 'l-2' } as Context);
    const ok = await quiet(event('/api/web-oznamenie/metrics-quiet'), { awsRequestId: 'l-3' } as Context);

    expect([failed.statusCode, ok.statusCode]).toEqual([500, 200]);
    const [line, ...more] = emfLines();
    expect(more).toEqual([]);
    expect(line._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service', 'route']],
      Metrics: [{ Name: METRIC.serverErrors, Unit: 'Count' }],
    });
    expect(line).toMatchObject({ service: 'evidencia-skod', route: 'GET /api/web-oznamenie/metrics-5xx', [METRIC.serverErrors]: 1 });
    // Powertools' warning about an invocation without metrics never reaches the log
    expect(out.join('')).not.toContain('No application metrics');
  });
});
