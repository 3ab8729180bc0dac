import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-ids';
import { createScratchDatabase } from './test/test-database';

const mainFile = path.join(import.meta.dirname, 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-kill-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server in its own process, on the test's data directory or its database on PostgreSQL. */
async function startServer(
  port: number,
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...env, DATABASE_URL: databaseUrl ?? '' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

function killHard(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/gauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email: 'manager@aurora.example', password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kaista_session='));
  if (!cookie) throw new Error(`login failed with ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

function apiHeaders(base: string, cookie: string) {
  return { cookie, origin: base, 'x-accept-language': 'fi', 'content-type': 'application/json' };
}

describe('a server killed right after a write', () => {
  const serverUrl = process.env.DATABASE_URL;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    if (serverUrl) scratch = await createScratchDatabase(serverUrl);
  });
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has kept every acknowledged write when it starts again on the same data', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const subjects = Array.from({ length: 5 }, (_, index) => `Kill test ${Date.now()}-${index}`);
    const first = await startServer(port, scratch?.url);
    try {
      const cookie = await login(base);
      for (const subject of subjects) {
        const created = await fetch(`${base}/api/businesses/100001/tickets`, {
          method: 'POST',
          headers: apiHeaders(base, cookie),
          body: JSON.stringify({ type: 'INCIDENT', urgency: 'normal', subject, description: 'Kept.' }),
        });
        expect(created.status).toBe(201);
      }
    } finally {
      await killHard(first);
    }

    const second = await startServer(port, scratch?.url);
    try {
      const cookie = await login(base);
      const found = await Promise.all(
        subjects.map(async (subject) => {
          const url = `${base}/api/businesses/100001/tickets?q=${encodeURIComponent(subject)}`;
          const page = await fetch(url, { headers: apiHeaders(base, cookie) });
          return ((await page.json()) as { total: number }).total;
        }),
      );
      expect(found).toEqual(subjects.map(() => 1));
    } finally {
      await killHard(second);
    }
  }, 240_000);

  it('on SIGTERM first answers 503 on /readyz while still serving, then ends cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, scratch?.url, { SHUTDOWN_DRAIN_MS: '3000' });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const cookie = await login(base);
    server.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 2_000, interval: 50 })
      .toBe(503);
    const created = await fetch(`${base}/api/businesses/100001/tickets`, {
      method: 'POST',
      headers: apiHeaders(base, cookie),
      body: JSON.stringify({
        type: 'INCIDENT',
        urgency: 'normal',
        subject: 'While draining',
        description: 'x',
      }),
    });
    expect(created.status).toBe(201);
    // Draining answers close their connection, so the balancer keeps none open to a stopping instance.
    expect(created.headers.get('connection')).toBe('close');
    expect(await exited).toBe(0);
  }, 120_000);
});
