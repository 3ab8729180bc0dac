import { startChildServer } from './child-server';
import { measure, type LoadResult } from './load';
import { loginForBench } from './login';
import { SCENARIOS } from './scenarios';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * Requests still queued when a run ends would be charged to the next call: wait until the database answers
 * a readiness probe, which queues behind them.
 */
async function drained(origin: string): Promise<void> {
  await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(120_000) });
}

function printTable(results: LoadResult[], ceiling: LoadResult): void {
  console.log('\n| call | req/s | p50 ms | p99 ms | non-2xx | share of hello-world |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of [ceiling, ...results]) {
    const share = ((r.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1);
    console.log(`| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${share} % |`);
  }
}

/** `npm run bench`: the ceiling first, then every scenario's calls against the portal with the large dataset. */
async function main(): Promise<void> {
  const only = process.argv[2];
  const scenarios = SCENARIOS.filter((scenario) => !only || scenario.name === only);
  console.log(
    `bench: ${SECONDS} s per call, ${CONNECTIONS} connections, scenarios: ${scenarios.map((s) => s.name).join(', ')}`,
  );

  const hello = await startChildServer('hello-server.ts');
  const ceiling = await measure({
    title: 'bare Fastify hello-world',
    url: `http://127.0.0.1:${hello.port}/`,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await hello.stop();

  const portal = await startChildServer('bench-server.ts');
  const origin = `http://127.0.0.1:${portal.port}`;
  const results: LoadResult[] = [];
  try {
    for (const scenario of scenarios) {
      const cookie = await loginForBench(origin, scenario.persona);
      for (const target of scenario.targets) {
        const url = `${origin}${target.path}`;
        const headers: Record<string, string> = { cookie, origin, 'x-accept-language': 'fi' };
        if (target.body) headers['content-type'] = 'application/json';
        results.push(await measure({ ...target, url, headers, seconds: SECONDS, connections: CONNECTIONS }));
        await drained(origin);
      }
    }
  } finally {
    await portal.stop();
  }
  printTable(results, ceiling);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
