/**
 * The whole local product (scripts/local/start.ts) started for a browser benchmark: its own port and
 * data directory, rate limits raised (they would answer 429 to a benchmark on purpose), stopped with
 * its process group. `root` is the checkout whose server and web/dist to run (a `git worktree` of an
 * older commit gives a before/after in one run).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LocalProduct {
  origin: string;
  dataDir: string;
  stop(): void;
}

export async function startLocalProduct({ root, port }: { root: string; port: number }): Promise<LocalProduct> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'es-bench-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_DRAFT_WRITES_PER_MIN: '100000000',
      RATE_LIMIT_NEW_DRAFTS_PER_MIN: '100000000',
      RATE_LIMIT_UPLOADS_PER_MIN: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, dataDir, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('server did not start');
}
