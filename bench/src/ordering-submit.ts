import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChildServer } from './child-server';
import type { EventLoopDelay } from './event-loop-delay';
import { BENCH_METRICS_TOKEN, boundOf, readBuckets, samplePoolWaiting } from './server-latency';
import { loginForBench } from './login';
import { pacedLoad, type PacedCall } from './open-loop';
import { ORDERING, readyCartCode } from './scenarios/ordering';
import { CostMeter, type CallCost } from './server-cost';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Paced seconds before the measured ones, not counted. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SUBMITS_PER_SECOND = Number(process.env.BENCH_SUBMIT_RATE ?? 50);
const READS_PER_SECOND = Number(process.env.BENCH_READ_RATE ?? 300);
const PARALLEL_REPEATS = 50;
/** Calls of each kind sent one at a time for their CPU and statement cost. */
const COST_CALLS = Number(process.env.BENCH_COST_CALLS ?? 200);

/** The carts the ordering scenario filled in that no earlier run submitted: submitted ones are a prefix. */
async function firstOpenCart(origin: string, headers: Record<string, string>): Promise<number> {
  const open = async (n: number) =>
    (await fetch(`${origin}${ORDERING.base}/carts/${readyCartCode(n)}`, { headers })).status === 200;
  let closed = 0;
  let step = 256;
  let candidate = 1;
  while (!(await open(candidate))) {
    if (candidate === ORDERING.readyCarts)
      throw new Error('no filled-in cart is left: generate the data again');
    closed = candidate;
    candidate = Math.min(candidate + step, ORDERING.readyCarts);
    step *= 2;
  }
  // Binary search between the last submitted and the first open cart.
  let high = candidate;
  while (high - closed > 1) {
    const middle = Math.floor((closed + high) / 2);
    if (await open(middle)) high = middle;
    else closed = middle;
  }
  return high;
}

/** 50 submits of one cart at once, all with one Idempotency-Key: how many orders they made. */
async function parallelRepeats(origin: string, headers: Record<string, string>, cart: number) {
  const key = `bench-${randomUUID()}`;
  const answers = await Promise.all(
    Array.from({ length: PARALLEL_REPEATS }, () =>
      fetch(`${origin}${ORDERING.base}/orders`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ cartId: readyCartCode(cart) }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { orderId?: string; orderNumber?: string },
      })),
    ),
  );
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const orders = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.orderNumber));
  // After they are all answered, a repeat with the key replays the one order.
  const replay = await fetch(`${origin}${ORDERING.base}/orders`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ cartId: readyCartCode(cart) }),
  });
  const replayed = (await replay.json()) as { orderNumber?: string };
  return { statuses, orders, replayStatus: replay.status, replayed: replayed.orderNumber };
}

/**
 * `npm run submit -w @kaista/bench` (issue 10): order submits paced at 50 a second while 300 reads a second
 * of the order capture (catalogue, bundle structure, minicart, a cart, its change impact) run alongside, on the
 * ordering scenario's data (DATABASE_URL for PostgreSQL); then 50 parallel submits of one cart with one
 * Idempotency-Key, which must make exactly one order.
 */
async function main(): Promise<void> {
  const portal = await startChildServer('bench-server.ts', {
    BENCH_SCENARIOS: 'ordering',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  });
  const origin = `http://127.0.0.1:${portal.port}`;
  try {
    const cookie = await loginForBench(origin, ORDERING.persona);
    const headers = { cookie, origin, 'x-accept-language': 'fi' };
    let cart = await firstOpenCart(origin, headers);
    console.log(`submitting from filled-in cart ${cart}`);
    const repeatCart = cart++;
    // One submit first: a refusal here would make every paced one fail the same way.
    const first = await fetch(`${origin}${ORDERING.base}/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ cartId: readyCartCode(cart++) }),
    });
    if (first.status !== 201) throw new Error(`a submit answered ${first.status}: ${await first.text()}`);
    // Carts far from the submitted ones, read while the submits run.
    const readCart = (n: number) => readyCartCode(ORDERING.readyCarts - (n % 1000));
    const reads: [string, (n: number) => string][] = [
      ['GET a cart', (n) => `${ORDERING.base}/carts/${readCart(n)}`],
      [
        'GET offerings',
        () => `/api/businesses/${ORDERING.company}/catalogue/offerings?category=subscriptions`,
      ],
      ['GET bundle structure', () => `/api/businesses/${ORDERING.company}/catalogue/bundles/MOBILE_VOICE`],
      ['GET minicart', () => `${ORDERING.base}/minicart`],
      ['GET change impact', (n) => `${ORDERING.base}/carts/${readCart(n)}/changeimpact`],
    ];
    const expectOk = async (response: Response) => {
      if (!response.ok)
        throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    };
    const meter = await CostMeter.open(portal.pid);
    const costs: CallCost[] = [];
    try {
      costs.push(
        await meter.measure(
          'POST orders (submit), with its fulfilment',
          COST_CALLS,
          async () =>
            expectOk(
              await fetch(`${origin}${ORDERING.base}/orders`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ cartId: readyCartCode(cart++) }),
              }),
            ),
          true,
        ),
      );
      for (const [title, path] of reads)
        costs.push(
          await meter.measure(title, COST_CALLS, async (n) =>
            expectOk(await fetch(`${origin}${path(n)}`, { headers })),
          ),
        );
    } finally {
      await meter.close();
    }
    console.log('| call, one at a time | calls | portal CPU ms per call | statements per call |');
    for (const cost of costs)
      console.log(
        `| ${cost.title} | ${cost.calls} | ${cost.cpuMsPerCall.toFixed(2)} | ${cost.statementsPerCall?.toFixed(1) ?? '–'} |`,
      );
    let read = 0;
    // How late the portal's event loop ran meanwhile: with one instance, the part of the latency its own
    // process adds, apart from the machine's CPU and the database.
    const loopDelay = `http://127.0.0.1:${portal.secondPort}/event-loop-delay`;
    // The portal's own readings start when the warm-up ends, as the paced figures do.
    const readingsStarted = sleep(WARM_UP_SECONDS * 1000).then(async () => {
      await fetch(`${loopDelay}/reset`, { method: 'POST' });
      return { answeredBefore: await readBuckets(origin), stopSampling: samplePoolWaiting(origin) };
    });
    const pace = (title: string, rate: number, next: () => PacedCall) =>
      pacedLoad({ title, origin, headers, rate, until: SECONDS, next, warmUpSeconds: WARM_UP_SECONDS });
    const [submits, readFigures, { answeredBefore, stopSampling }] = await Promise.all([
      pace('POST orders (submit, paced)', SUBMITS_PER_SECOND, () => ({
        method: 'POST',
        path: `${ORDERING.base}/orders`,
        body: JSON.stringify({ cartId: readyCartCode(cart++) }),
      })),
      pace('GET order capture reads (paced)', READS_PER_SECOND, () => {
        read += 1;
        return { method: 'GET', path: reads[read % reads.length]![1](read) };
      }),
      readingsStarted,
    ]);
    console.log(
      '| paced, open loop (latency from when due) | sent | per second | p50 ms | p99 ms | max ms | not 2xx or failed |',
    );
    for (const figures of [submits, readFigures]) {
      console.log(
        `| ${figures.title} | ${figures.sent} | ${figures.perSecond} | ${figures.p50} | ${figures.p99} | ${figures.max} | ${figures.non2xx + figures.failed} |`,
      );
    }
    const waiting = stopSampling();
    const answered = await readBuckets(origin);
    console.log(
      `queries waiting for a pooled connection while paced: mean ${waiting.mean}, most ${waiting.most} (${waiting.samples} samples)`,
    );
    for (const [method, title] of [
      ['POST', 'submits'],
      ['GET', 'reads'],
    ] as const)
      console.log(
        `the portal's own time to answer the paced ${title} (its /metrics buckets): ` +
          `p50 ${boundOf(answeredBefore, answered, method, 0.5)} ms, p99 ${boundOf(answeredBefore, answered, method, 0.99)} ms`,
      );
    const delay = (await (await fetch(loopDelay)).json()) as EventLoopDelay;
    console.log(
      `event-loop delay while paced: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`,
    );
    const repeats = await parallelRepeats(origin, headers, repeatCart);
    console.log(
      `${PARALLEL_REPEATS} parallel submits, one Idempotency-Key: answers ${[...repeats.statuses]
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}; orders made: ${repeats.orders.size} (${[...repeats.orders].join(', ')}); ` +
        `a later repeat answered ${repeats.replayStatus} with ${repeats.replayed}`,
    );
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
