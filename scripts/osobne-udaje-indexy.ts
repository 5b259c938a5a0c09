/**
 * `npm run osobne-udaje:indexy` – the person look-ups of the data-protection officer's search for
 * records stored before them (docs/access-patterns.md P3, P4): every injured party gets its e-mail and
 * birth-date items, every commission member's pointer its name keys. Each write is conditional on
 * the item being absent, so the command is safe to run again, and a run broken off (a crash, Ctrl+C)
 * is resumed by running it again: what was written is skipped.
 *
 * Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS credentials when set), else
 * starts DynamoDB Local on DATA_DIR itself, like `npm run statistiky:obnovit`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keys } from '../functions/data/keys';
import { poskodenyRepo } from '../functions/data/poskodeny-repo';
import { scanRecordUuids } from '../functions/data/query';
import { skodovaUdalostRepo } from '../functions/data/skodova-udalost-repo';
import { runOnOperatorTable } from './local/operator-table';

export interface IndexyVysledok {
  /** Injured parties seen. */
  poskodeni: number;
  /** Look-up items written (e-mail, birth date). */
  zapisaneOsoby: number;
  /** Commission members' pointers seen. */
  clenoviaKomisie: number;
  /** Pointers given their name keys. */
  doplneniClenovia: number;
}

/** A few at a time: each is one to three small reads and writes. */
const PARALLEL = 8;

async function inBatches(uuids: string[], work: (uuid: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < uuids.length; i += PARALLEL) await Promise.all(uuids.slice(i, i + PARALLEL).map(work));
}

export async function doplnitIndexyOsob(o: { onProgress?: (v: IndexyVysledok) => void } = {}): Promise<IndexyVysledok> {
  const v: IndexyVysledok = { poskodeni: 0, zapisaneOsoby: 0, clenoviaKomisie: 0, doplneniClenovia: 0 };
  await scanRecordUuids(keys.poskodeny(''), (uuids) =>
    inBatches(uuids, async (uuid) => {
      const p = await poskodenyRepo.get(uuid);
      v.poskodeni++;
      if (p) v.zapisaneOsoby += await poskodenyRepo.doplnitOsobneIndexy(p);
    }).then(() => o.onProgress?.(v)),
  );
  await scanRecordUuids(keys.clenKomisie(''), (uuids) =>
    inBatches(uuids, async (uuid) => {
      v.clenoviaKomisie++;
      if (await skodovaUdalostRepo.doplnitMenoClenaKomisie(uuid)) v.doplneniClenovia++;
    }).then(() => o.onProgress?.(v)),
  );
  return v;
}

/** The command line: the operator's table, the backfill with its progress, a summary (exit 1 on a failure). */
async function main(): Promise<void> {
  await runOnOperatorTable(
    async (elapsed) => {
      const v = await doplnitIndexyOsob({ onProgress: (p) => process.stdout.write(`  ${p.poskodeni} poškodených, ${p.clenoviaKomisie} členov komisií…\r`) });
      return (
        `Poškodení: ${v.poskodeni}, zapísané vyhľadávacie záznamy (e-mail, dátum narodenia): ${v.zapisaneOsoby}. ` +
        `Členovia komisií: ${v.clenoviaKomisie}, doplnené mená: ${v.doplneniClenovia}. Za ${elapsed()}.`
      );
    },
    (message) => `Doplnenie zlyhalo: ${message} Spustite príkaz znova – pokračuje tam, kde skončil.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
