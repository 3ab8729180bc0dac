import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER = path.join(import.meta.dirname, '..', '..', '..', 'apps', 'api', 'dist', 'main.js');

export interface BuiltServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the built portal (`npm run build`) as production runs it, on a fresh embedded database. */
export async function startBuiltServer(port: number): Promise<BuiltServer> {
  if (!fs.existsSync(SERVER)) throw new Error('no built server: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-lighthouse-'));
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, KAISTA_ENV: 'ci', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the built server did not get ready in 2 minutes');
}
