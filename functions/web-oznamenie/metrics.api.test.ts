/**
 * The wizard's business metrics (functions/lib/metrics.ts) as the handlers write them in Lambda:
 * embedded-metric lines on stdout, switched on here with POWERTOOLS_METRICS_DISABLED=false.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import { fileTestApi } from '../../scripts/test/api-harness';
import { fakeJpeg, jpeg, newVisitor, readyToSubmit, step1, wizardIds } from '../../scripts/test/wizard-client';
import { METRIC, METRICS_NAMESPACE } from '../lib/metrics';

const api = fileTestApi();
let ids: Awaited<ReturnType<typeof wizardIds>>;

beforeAll(async () => {
  ids = await wizardIds(api);
});

let out: string[];
beforeEach(() => {
  out = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  });
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Sum of one metric over the embedded-metric lines written, checking its namespace and dimensions. */
function counted(name: string): number {
  let total = 0;
  for (const line of out.join('').split('\n')) {
    if (!line.includes('"_aws"')) continue;
    const emf = JSON.parse(line) as Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] } };
    const value = emf[name];
    if (value === undefined) continue;
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: METRICS_NAMESPACE, Dimensions: [['service']] });
    total += (Array.isArray(value) ? value : [value]).reduce((a: number, b: number) => a + b, 0);
  }
  return total;
}

describe('wizard metrics', () => {
  it('counts each photo the content check refuses (PhotosRefused), not a good or a missing one', async () => {
    const v = await newVisitor(api);
    const bad = await v.upload('zlá.jpg', fakeJpeg());
    const good = await v.upload('dobrá.jpg', await jpeg());
    const check = (filename: string) => v.call('POST', `/fotografia/overit?uploadSessionUuid=${v.draft.fileUploadSessionId}`, { filename });

    expect((await check(bad.filename)).status).toBe(400);
    expect((await check(good.filename)).status).toBe(204);
    expect((await check('nic__0badc0de.jpg')).status).toBe(400);
    const otherBad = await v.upload('iná.jpg', fakeJpeg());
    expect((await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1(ids, [good.filename, otherBad.filename]))).status).toBe(400);

    expect(counted(METRIC.photosRefused)).toBe(2);
  });

  it('counts a stored report once (ReportsSubmitted), not its double click or repeat', async () => {
    const v = await readyToSubmit(api, ids, 0);

    const answers = await Promise.all([v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat'), v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat')]);
    answers.push(await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat'));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(counted(METRIC.reportsSubmitted)).toBe(1);
  });

  it("counts 'Stav hlásenia' look-ups (StatusLookups) and those that found nothing (StatusLookupsRefused)", async () => {
    const miss = await api.call('POST', '/api/web-oznamenie/stav-hlasenia', { body: { kod: 'OZN-1999-999999', email: 'nikto@example.sk' } });
    const badLink = await api.call('POST', '/api/web-oznamenie/stav-hlasenia/odkaz', { body: { token: 'C'.repeat(43) } });

    expect([miss.status, badLink.status]).toEqual([404, 404]);
    expect(counted(METRIC.statusLookups)).toBe(2);
    expect(counted(METRIC.statusLookupsRefused)).toBe(2);
  });
});
