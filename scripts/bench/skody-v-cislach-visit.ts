/**
 * The public page's cost per visit, for `npm run bench:statistiky` (on its seeded table): the nightly
 * job's run (time, document and download sizes), then BENCH_VISITS (200) visits – the document and the
 * grid GeoJSON, what the page loads besides the web build – against a local server that serves
 * /otvorene-data/ from a local S3 as CloudFront serves it from the public data bucket, counting the
 * DynamoDB requests and API route calls those visits cause. Target: 0 of both (in AWS a warm edge
 * answers without even reaching the bucket: CachePolicy of infra/lib/web-stack.ts).
 */
import type { AddressInfo } from 'node:net';

export interface VisitCost {
  job: { seconds: number; udalosti: number; bunky: number; skryteBunky: number };
  bytes: Record<string, number>;
  visits: number;
  perVisit: { dynamodbRequests: number; apiCalls: number; fileRequests: number };
  visitMs: { p50: number; p95: number };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measurePublicVisit(visits = Number(process.env.BENCH_VISITS ?? 200)): Promise<VisitCost> {
  const { startLocalS3 } = await import('../local/s3');
  const { localPublicData } = await import('../local/public-data');
  const { createLocalServer } = await import('../local/server');
  const { dynamo } = await import('../../functions/lib/clients');
  const { resetClients } = await import('../../functions/lib/clients');
  const { resetEnvCache } = await import('../../functions/lib/env');
  const { otvoreneDataUrl, SKODY_V_CISLACH_SUBORY } = await import('@shared/api/skody-v-cislach');

  const s3 = await startLocalS3({ bucket: 'bench-uploads', otherBuckets: ['bench-public-data'], publicOrigin: 'http://127.0.0.1' });
  const publicData = localPublicData({ internalEndpoint: s3.internalEndpoint, bucket: 'bench-public-data' });
  const server = createLocalServer({ extra: [publicData] });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { S3_ENDPOINT: s3.internalEndpoint, PUBLIC_DATA_BUCKET: 'bench-public-data' });
  resetEnvCache();
  resetClients();
  try {
    const { publikovatSkodyVCislach } = await import('../../functions/skody-v-cislach/domain/publikovat-skody-v-cislach');
    const t0 = Date.now();
    const job = await publikovatSkodyVCislach();
    const seconds = (Date.now() - t0) / 1000;

    const bytes: Record<string, number> = {};
    for (const f of Object.values(SKODY_V_CISLACH_SUBORY)) bytes[f] = (await (await fetch(`${origin}${otvoreneDataUrl(f)}`)).arrayBuffer()).byteLength;

    // what a visit could cost: any table request and any API route call while the visits run
    let dynamodbRequests = 0;
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        dynamodbRequests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchVisitReads' },
    );
    let apiCalls = 0;
    server.prependListener('request', (req) => {
      if (req.url?.startsWith('/api/') || req.url?.startsWith('/auth')) apiCalls++;
    });
    const before = publicData.stats.requests;
    const times: number[] = [];
    for (let i = 0; i < visits; i++) {
      const t = performance.now();
      for (const f of [SKODY_V_CISLACH_SUBORY.dokument, SKODY_V_CISLACH_SUBORY.mapaGeojson]) {
        const res = await fetch(`${origin}${otvoreneDataUrl(f)}`);
        if (res.status !== 200) throw new Error(`${f}: ${res.status}`);
        await res.arrayBuffer();
      }
      times.push(performance.now() - t);
    }
    dynamo().middlewareStack.remove('benchVisitReads');
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      job: { seconds, udalosti: job.udalosti, bunky: job.bunky, skryteBunky: job.skryteBunky },
      bytes,
      visits,
      perVisit: { dynamodbRequests: dynamodbRequests / visits, apiCalls: apiCalls / visits, fileRequests: (publicData.stats.requests - before) / visits },
      visitMs: { p50: round(pct(times, 50)), p95: round(pct(times, 95)) },
    };
  } finally {
    server.close();
    publicData.stop();
    await s3.stop();
  }
}
