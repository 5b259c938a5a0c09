/**
 * Injured-party search benchmark: seeds N parties (default 20,000) into a fresh table
 * on an in-memory DynamoDB Local, then measures the staff search (the domain operation the
 * handler runs) for 1-, 2- and 3-token queries: p50/p95 latency and the read capacity consumed
 * per search (ReturnConsumedCapacity). Results in .bench/poskodeni.json.
 *   npm run bench:poskodeni   (BENCH_PARTIES, BENCH_RUNS override)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { percentile, runBench } from './bench-table';

const PARTIES = Number(process.env.BENCH_PARTIES ?? 20000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const MENA = ['Ján', 'Peter', 'Ľubomír', 'Jozef', 'Milan', 'Štefan', 'Mária', 'Anna', 'Zuzana', 'Katarína', 'Ľudmila', 'Martin', 'Tomáš', 'Michal', 'Juraj', 'Eva', 'Jana', 'Dušan', 'Vladimír', 'Róbert'];
const PRIEZVISKA = ['Novák', 'Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Šimko', 'Lukáč', 'Kráľ', 'Hudák', 'Polák', 'Čierny', 'Ďurica', 'Šťastný', 'Mráz', 'Kučera', 'Oravec', 'Bielik', 'Gregor', 'Hríb', 'Jurčo', 'Kollár', 'Mikuš', 'Pavlík', 'Ružička', 'Slobodník', 'Žiak'];
const OBCE = ['Bratislava', 'Košice', 'Banská Bystrica', 'Žilina', 'Brezno', 'Bacúch', 'Liptovský Mikuláš', 'Ružomberok', 'Poprad', 'Kežmarok', 'Detva', 'Zvolen', 'Čierny Balog', 'Polomka', 'Telgárt', 'Šumiac', 'Heľpa', 'Pohorelá', 'Vernár', 'Dobšiná'];
const FIRMY = ['Agro', 'Farma', 'Včelárstvo', 'Pastierstvo', 'Lesy', 'Salaš', 'Poľnohospodárske družstvo', 'Rybárstvo', 'Ovčiareň', 'Mliekareň'];
const pick = <T>(a: T[], i: number) => a[i % a.length];

function party(i: number) {
  const r = (i * 2654435761) >>> 0;
  const obec = pick(OBCE, r >>> 3);
  if (i % 3 === 0) {
    return {
      typSubjektu: 'PO' as const,
      ico: String(30000000 + i),
      obchodneMeno: `${pick(FIRMY, r)} ${pick(PRIEZVISKA, r >>> 5)} s.r.o.`,
      nazovPrevadzky: `Prevádzka ${pick(OBCE, r >>> 7)}`,
      email: `firma${i}@example.sk`,
      adresa: { obecName: obec },
    };
  }
  return {
    typSubjektu: 'FO' as const,
    meno: pick(MENA, r >>> 2),
    priezvisko: pick(PRIEZVISKA, r >>> 6),
    email: `osoba${i}@example.sk`,
    gdprSuhlas: true,
    datumSuhlasu: '2026-01-01',
    adresa: { obecName: obec },
  };
}

const QUERIES: Record<string, string[]> = {
  '1 token': ['novak', 'Šťastný', 'brezno', 'pastierstvo', 'kovac', '300012'],
  '2 tokens': ['jan novak', 'Ľubomír Šťastný', 'maria brezno', 'farma horvath', 'peter polomka', 'salas kral'],
  '3 tokens': ['jan novak bratislava', 'lubomir stastny detva', 'maria kovac zvolen', 'agro toth sro', 'zuzana hudak poprad', 'pastierstvo mraz brezno'],
};


runBench('poskodeni', async ({ tableName }) => {
  const { dynamo } = await import('../../functions/lib/clients');
  const { poskodenyRepo } = await import('../../functions/data/poskodeny-repo');
  const { searchPoskodeni } = await import('../../functions/poskodeni/domain/poskodeny');

  // ── seed: the same items the create transaction writes, in batches of 25 ──
  const t0 = Date.now();
  const puts: Record<string, unknown>[] = [];
  for (let i = 0; i < PARTIES; i++) {
    for (const it of poskodenyRepo.newItems(party(i)).items) if (it.Put) puts.push(it.Put.Item as Record<string, unknown>);
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < puts.length; i += 25) batches.push(puts.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let request: Record<string, unknown>[] | undefined = batches[next++].map((Item) => ({ PutRequest: { Item } }));
        while (request?.length) {
          const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName]: request as never } }));
          request = out.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
        }
      }
    }),
  );
  console.log(`seeded ${PARTIES} parties (${puts.length} items) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // ── measure ──
  const results: Record<string, unknown> = {};
  for (const [name, texts] of Object.entries(QUERIES)) {
    for (const t of texts) await searchPoskodeni(t); // warm-up
    const ms: number[] = [];
    const rcu: number[] = [];
    const hits: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const text = texts[i % texts.length];
      const start = performance.now();
      const r = await searchPoskodeni(text);
      ms.push(performance.now() - start);
      rcu.push(r.consumedRcu);
      hits.push(r.poskodenyList.length);
    }
    ms.sort((a, b) => a - b);
    const sortedRcu = [...rcu].sort((a, b) => a - b);
    results[name] = {
      runs: RUNS,
      p50ms: Number(percentile(ms, 50).toFixed(1)),
      p95ms: Number(percentile(ms, 95).toFixed(1)),
      rcuMean: Number((rcu.reduce((s, x) => s + x, 0) / rcu.length).toFixed(1)),
      rcuP95: percentile(sortedRcu, 95),
      rcuMax: sortedRcu[sortedRcu.length - 1],
      resultsMean: Number((hits.reduce((s, x) => s + x, 0) / hits.length).toFixed(1)),
    };
    console.log(name.padEnd(9), JSON.stringify(results[name]));
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/poskodeni.json', `${JSON.stringify({ parties: PARTIES, at: new Date().toISOString(), results }, null, 2)}\n`);
});
