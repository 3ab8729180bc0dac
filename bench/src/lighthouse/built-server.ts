import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_DIR = path.join(import.meta.dirname, '..', '..', '..', 'apps', 'api');
const SERVER = path.join(API_DIR, 'dist', 'main.js');
const READY_WITHIN_MS = 120_000;

export interface BuiltServer {
  origin: string;
  /** The server's process, for its CPU and memory. */
  pid: number;
  /** From spawn to the first ready `/readyz`. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Node's flags from the API's own start command, so the server starts here as production starts it. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  return String(scripts.start)
    .split(' ')
    .filter((word) => word.startsWith('--'));
}

/**
 * Starts the built portal (`npm run build`) as production runs it, on a fresh embedded database, or on the
 * given data directory, which then outlives the server (or on `DATABASE_URL` when it is set).
 */
export async function startBuiltServer(port: number, givenDataDir?: string): Promise<BuiltServer> {
  if (!fs.existsSync(SERVER)) throw new Error('no built server: run `npm run build` first');
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-built-'));
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, KAISTA_ENV: 'ci', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  // SIGINT, a person at a terminal: the server stops without the balancer's drain.
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  while (child.exitCode === null && performance.now() - started < READY_WITHIN_MS) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, pid: child.pid!, readyMs: performance.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error('the built server did not get ready in 2 minutes');
}
