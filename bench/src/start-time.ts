import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lighthouse/built-server';
import { loginForBench } from './login';
import { demoScenario } from './scenarios/demo';

const RUNS = Number(process.env.START_RUNS ?? 5);
const PORT = Number(process.env.START_PORT ?? 3098);
const ORIGIN = `http://localhost:${PORT}`;

/** The process's CPU seconds (user and system) and resident memory in MB, read from /proc (Linux). */
function usageOf(pid: number): { cpuS: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return { cpuS: ticks / 100, rssMb: rssKb / 1024 };
}

/** The demo walk of `npm run bench -- demo`: the calls a newcomer's first screens make, once each. */
async function demoWalk(): Promise<void> {
  const cookie = await loginForBench(ORIGIN, demoScenario.persona);
  for (const target of demoScenario.targets) {
    const response = await fetch(`${ORIGIN}${target.path}`, {
      method: target.method,
      headers: { cookie, origin: ORIGIN, 'x-accept-language': 'fi' },
    });
    if (!response.ok) throw new Error(`${target.title}: ${response.status}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 17's start figure: the built server (`npm run build`) started as production starts it, first on an
 * empty database (migrations and the demo seed), then START_RUNS times on that existing database, each
 * timed from spawn to the first ready `/readyz`; the resident memory is read after the demo walk. Embedded
 * PGlite in a fresh directory, or PostgreSQL when DATABASE_URL is set.
 */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-start-'));
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  try {
    const first = await startBuiltServer(PORT, dataDir);
    await first.stop();
    const runs: { wallS: number; cpuS: number }[] = [];
    let rssAfterWalk = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const server = await startBuiltServer(PORT, dataDir);
      runs.push({ wallS: server.readyMs / 1000, cpuS: usageOf(server.pid).cpuS });
      if (run === RUNS) {
        await demoWalk();
        rssAfterWalk = usageOf(server.pid).rssMb;
      }
      await server.stop();
    }
    console.log(`| start to /readyz, ${database}, ${os.cpus().length} cores | |`);
    console.log('| --- | ---: |');
    console.log(`| first start (migrations, demo seed) | ${(first.readyMs / 1000).toFixed(2)} s |`);
    console.log(
      `| existing database, median of ${RUNS} | ${median(runs.map((r) => r.wallS)).toFixed(2)} s |`,
    );
    console.log(`| existing database, each run | ${runs.map((r) => r.wallS.toFixed(2)).join(', ')} s |`);
    console.log(`| CPU to ready, median | ${median(runs.map((r) => r.cpuS)).toFixed(2)} s |`);
    console.log(`| RSS after the demo walk | ${rssAfterWalk.toFixed(0)} MB |`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
