import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChildServer {
  port: number;
  /** A second port the server may print after the first (the bench server's bare baseline). */
  secondPort: number | null;
  /** The server's process, for its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The portal's heap setting as its start command gives it (`apps/api/package.json`, `Dockerfile`,
 * `scripts/cluster.sh`; docs/operations.md "Memory"), so that a bench measures the portal as it runs.
 */
const PORTAL_NODE_ARGS = ['--heap-growing-percent=50'];

/**
 * Starts one of the bench servers in its own Node process and waits for its `READY <port> [<port>]` line.
 * BENCH_SERVER_NODE_ARGS gives that process Node flags NODE_OPTIONS refuses, such as `--cpu-prof`; they come
 * after the portal's own, so `--heap-growing-percent=0` measures V8's default heap growth instead.
 */
export function startChildServer(script: string, env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...PORTAL_NODE_ARGS, ...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, script)],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\d+)(?: (\d+))?\n/.exec(output);
      if (ready) {
        const secondPort = ready[2] ? Number(ready[2]) : null;
        resolve({ port: Number(ready[1]), secondPort, pid: child.pid!, stop: () => stopChild(child) });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
