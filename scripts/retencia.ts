/**
 * `npm run retencia [-- --datum 2031-01-01] [-- --limit N]` – the retention job locally
 * (functions/retencia/domain/retencia.ts): anonymises what has run out of its retention period and
 * prints how many of what. The periods come from the environment (RETENCIA_OZNAMENIE_ROKY,
 * RETENCIA_ROZHODNUTA_ROKY, RETENCIA_ROZPRACOVANA_ROKY; defaults in shared/domain/retencia.ts).
 * --datum runs it as if today were that day (to see what would run out then – it does anonymise);
 * --limit stops after N records (the next run continues). Safe to run again.
 *
 * Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS credentials when set), else
 * starts DynamoDB Local on DATA_DIR itself, like `npm run statistiky:obnovit`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { retencneLehoty } from '@shared/domain/retencia';
import { spustitRetenciu } from '../functions/retencia/domain/retencia';
import { connectOperatorTable } from './local/operator-table';

const USAGE = `Použitie: npm run retencia [-- --datum RRRR-MM-DD] [-- --limit N]
  --datum  spustiť, akoby dnes bol tento deň
  --limit  skončiť po N anonymizovaných záznamoch`;

async function main(): Promise<void> {
  let now: Date | undefined;
  let limit: number | undefined;
  try {
    const { values } = parseArgs({ options: { datum: { type: 'string' }, limit: { type: 'string' } } });
    if (values.datum !== undefined) {
      now = new Date(`${values.datum}T00:00:00Z`);
      if (Number.isNaN(now.getTime())) throw new Error(`Neplatný dátum: ${values.datum}`);
    }
    if (values.limit !== undefined) {
      limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new Error(`Neplatný limit: ${values.limit}`);
    }
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }

  const lehoty = retencneLehoty(process.env);
  const { stop } = await connectOperatorTable();
  try {
    const v = await spustitRetenciu({ lehoty, now, limit });
    console.log(
      [
        `Lehoty (roky): oznámenie bez udalosti ${lehoty.oznamenieRoky}, rozhodnutá udalosť ${lehoty.rozhodnutaRoky}, rozpracovaná udalosť ${lehoty.rozpracovanaRoky}.`,
        `Prezreté: oznámenia ${v.oznamenia}, škodové udalosti ${v.skodoveUdalosti} (v konaní, nechané: ${v.naLegalHold}).`,
        `Anonymizované: oznámenia ${v.anonymizovaneOznamenia}, škodové udalosti ${v.anonymizovaneSkodoveUdalosti}, poškodení ${v.anonymizovaniPoskodeni}; fotografie bez metadát ${v.fotografieBezMetadat}, premenované súbory ${v.premenovaneSubory}.`,
        v.prerusene ? 'Prerušené po limite – ďalšie spustenie pokračuje.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } catch (e) {
    console.error(`Retencia zlyhala: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await stop?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
