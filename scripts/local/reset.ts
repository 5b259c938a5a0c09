/** `npm run reset`: deletes all local data (DATA_DIR, default .data/). Stop `npm start` first. */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const marker = path.join(dataDir, 'local.json');
if (existsSync(marker)) {
  const { pid } = JSON.parse(readFileSync(marker, 'utf8')) as { pid: number };
  let running = false;
  try {
    process.kill(pid, 0);
    running = true;
  } catch {
    running = false;
  }
  if (running) {
    console.error(`Lokálny server (pid ${pid}) ešte beží – najprv ho zastavte (Ctrl+C).`);
    process.exit(1);
  }
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Lokálne dáta zmazané: ${dataDir}`);
