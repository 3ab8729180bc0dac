import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RecordRequest } from './baseline-app';
import { startChildServer } from './child-server';
import { type LoadOptions, type LoadResult, measure } from './load';
import { loginForBench } from './login';
import { type ComparedResult, printTable } from './report';
import type { BenchDataset, BenchScenario } from './scenario';
import { SCENARIOS } from './scenarios';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * A run preceded by an unmeasured one: code the call runs for the first time is still interpreted, and the
 * portal's start-up jobs still hold the embedded database, which would be charged to the first call alone.
 */
async function measureWarm(options: LoadOptions): Promise<LoadResult> {
  if (WARMUP_SECONDS > 0) await measure({ ...options, seconds: WARMUP_SECONDS });
  return measure(options);
}

/**
 * Requests still queued when a run ends would be charged to the next call: wait until the database answers
 * a readiness probe, which queues behind them.
 */
async function drained(origin: string): Promise<void> {
  await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(120_000) });
}

/** Has the bench server record the statements of one call; null when the call fails there. */
async function record(baselineOrigin: string, call: RecordRequest): Promise<number | null> {
  const response = await fetch(`${baselineOrigin}/record`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call),
  });
  if (!response.ok) {
    console.error(`no baseline for ${call.path}: ${await response.text()}`);
    return null;
  }
  return ((await response.json()) as { id: number }).id;
}

/** Starts the portal on one dataset and measures its scenarios' calls, each beside its bare baseline. */
async function runOn(dataset: BenchDataset, scenarios: BenchScenario[]): Promise<ComparedResult[]> {
  const portal = await startChildServer('bench-server.ts', {
    BENCH_DATASET: dataset,
    BENCH_SCENARIOS: scenarios.map((scenario) => scenario.name).join(','),
  });
  const origin = `http://127.0.0.1:${portal.port}`;
  const baselineOrigin = `http://127.0.0.1:${portal.secondPort}`;
  const portalHost = new URL(origin).host;
  const results: ComparedResult[] = [];
  try {
    for (const scenario of scenarios) {
      const load = { seconds: SECONDS, connections: scenario.connections ?? CONNECTIONS };
      const cookie = await loginForBench(origin, scenario.persona);
      for (const target of scenario.targets) {
        const headers: Record<string, string> = {
          cookie,
          origin,
          'x-accept-language': 'fi',
          ...target.headers,
        };
        if (target.body) headers['content-type'] = 'application/json';
        // The bench server replays the call in-process, where the CSRF rule needs the host it was sent to.
        // The call itself, not its cycle: 30k cycled bodies would pass the bench server's 1 MB body limit (413).
        const recording = await record(baselineOrigin, {
          method: target.method,
          path: target.path,
          headers: { ...headers, host: portalHost },
          ...(target.body === undefined ? {} : { body: target.body }),
        });
        const result = await measureWarm({ ...target, url: `${origin}${target.path}`, headers, ...load });
        await drained(origin);
        const baseline =
          recording === null
            ? null
            : await measureWarm({
                title: target.title,
                url: `${baselineOrigin}/replay/${recording}`,
                ...load,
              });
        await drained(origin);
        results.push({ portal: result, baseline });
      }
    }
  } finally {
    await portal.stop();
  }
  return results;
}

/**
 * `npm run bench [-- scenario[,scenario…]]`: the ceiling first, then every scenario's calls on its dataset,
 * then the web app's JavaScript budget.
 */
async function main(): Promise<void> {
  const only = process.argv[2]?.split(',');
  const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));
  console.log(
    `bench: ${SECONDS} s per call, ${CONNECTIONS} connections, scenarios: ${scenarios.map((s) => s.name).join(', ')}`,
  );
  const hello = await startChildServer('hello-server.ts');
  const ceiling = await measureWarm({
    title: 'bare Fastify hello-world',
    url: `http://127.0.0.1:${hello.port}/`,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await hello.stop();
  const results: ComparedResult[] = [];
  for (const dataset of ['large', 'demo'] as const) {
    const onDataset = scenarios.filter((scenario) => (scenario.dataset ?? 'large') === dataset);
    if (onDataset.length > 0) results.push(...(await runOn(dataset, onDataset)));
  }
  printTable(results, ceiling);
  execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, '../../apps/web/scripts/bundle-budget.mjs')],
    {
      stdio: 'inherit',
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
