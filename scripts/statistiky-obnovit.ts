/**
 * `npm run statistiky:obnovit [-- --vsetky]` – rebuilds the statistics rows (ACCESS_PATTERNS T4) of
 * damage events written before the rows existed: for each event (a Scan of the event records – an
 * operator command, never a request path) its damaged items are read (D1), the items' summary with
 * their statistics data is computed as an item write computes it (suhrnUdalosti) and the event is
 * saved with it – the save writes the statistics row and its year's counter in the event's
 * transaction (T1, T1a). An event without items gets only an empty statistics list (its other
 * summary fields stay). A stale event (changed meanwhile) is read again, up to 3 times. Safe to run
 * again: by default only events without `predmetyStatistika` are rebuilt; --vsetky rebuilds every
 * event (each save bumps the event's version).
 *
 * Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS credentials when set), else
 * starts DynamoDB Local on DATA_DIR itself, like `npm run import:codelist`. The tests call
 * `obnovitStatistiky`; the command line runs only when this file is the one tsx started.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { keys } from '../functions/data/keys';
import { scanRecordUuids } from '../functions/data/query';
import { predmetSkodyRepo } from '../functions/data/predmet-skody-repo';
import { skodovaUdalostRepo } from '../functions/data/skodova-udalost-repo';
import { suhrnUdalosti } from '../functions/skodove-udalosti/predmet-skody/domain/summary';
import { WriteError } from '../functions/data/write-error';
import { runOnOperatorTable } from './local/operator-table';

export interface ObnovaVysledok {
  /** Event records seen. */
  udalosti: number;
  /** Events saved with their statistics rows. */
  obnovene: number;
  /** Items in the rebuilt rows. */
  predmety: number;
}

/** Rebuilds one event's summary and statistics row; false when it was skipped (gone, or already has them). */
async function obnovitUdalost(uuid: string, vsetky: boolean): Promise<number | false> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const e = await skodovaUdalostRepo.get(uuid);
    if (!e || (!vsetky && e.predmetyStatistika)) return false;
    const predmety = await predmetSkodyRepo.zaklady(uuid);
    const suhrn = predmety.length ? await suhrnUdalosti(predmety) : { predmetyStatistika: [] };
    try {
      await skodovaUdalostRepo.save(e, { ...e, ...suhrn });
      return predmety.length;
    } catch (err) {
      if (err instanceof WriteError && err.reason === 'stale') continue;
      if (err instanceof WriteError && err.reason === 'missing') return false;
      throw err;
    }
  }
  throw new Error(`Škodová udalosť ${uuid} sa počas obnovy stále mení, skúste to znova.`);
}

export async function obnovitStatistiky(o: { vsetky?: boolean; onProgress?: (v: ObnovaVysledok) => void } = {}): Promise<ObnovaVysledok> {
  const v: ObnovaVysledok = { udalosti: 0, obnovene: 0, predmety: 0 };
  await scanRecordUuids(keys.skodovaUdalost(''), async (uuids) => {
    for (let i = 0; i < uuids.length; i += 8) {
      const done = await Promise.all(uuids.slice(i, i + 8).map((u) => obnovitUdalost(u, Boolean(o.vsetky))));
      for (const d of done) {
        v.udalosti++;
        if (d !== false) {
          v.obnovene++;
          v.predmety += d;
        }
      }
    }
    o.onProgress?.(v);
  });
  return v;
}

const USAGE = `Použitie: npm run statistiky:obnovit [-- --vsetky]
  --vsetky  obnoviť všetky škodové udalosti, aj tie, ktoré už štatistické údaje majú`;

/** The command line: the operator's table, the rebuild with its progress, a summary (exit 2 on bad usage, 1 on a failure). */
async function main(): Promise<void> {
  let vsetky = false;
  try {
    vsetky = Boolean(parseArgs({ options: { vsetky: { type: 'boolean' } } }).values.vsetky);
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }

  await runOnOperatorTable(
    async (elapsed) => {
      const v = await obnovitStatistiky({ vsetky, onProgress: (p) => process.stdout.write(`  ${p.udalosti} udalostí…\r`) });
      return `Škodových udalostí: ${v.udalosti}, obnovených: ${v.obnovene} (predmetov škody: ${v.predmety}), za ${elapsed()}.`;
    },
    (message) => `Obnova zlyhala: ${message}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
