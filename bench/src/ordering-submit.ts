import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startChildServer } from './child-server';
import type { EventLoopDelay } from './event-loop-delay';
import { BENCH_METRICS_TOKEN, boundOf, readBuckets, samplePoolWaiting } from './server-latency';
import { loginForBench } from './login';
import { ORDERING, readyCartCode } from './scenarios/ordering';
import { CostMeter, type CallCost } from './server-cost';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SUBMITS_PER_SECOND = Number(process.env.BENCH_SUBMIT_RATE ?? 50);
const READS_PER_SECOND = Number(process.env.BENCH_READ_RATE ?? 300);
const PARALLEL_REPEATS = 50;
/** Calls of each kind sent one at a time for their CPU and statement cost. */
const COST_CALLS = Number(process.env.BENCH_COST_CALLS ?? 200);

interface Figures {
  title: string;
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

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

/** One paced autocannon run: `rate` requests a second over all its connections, each request from `next`. */
function paced(
  title: string,
  origin: string,
  headers: Record<string, string>,
  rate: number,
  connections: number,
  next: () => { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        headers,
        overallRate: rate,
        connections,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const call = next();
              return {
                ...request,
                ...call,
                headers: {
                  ...request.headers,
                  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          title,
          sent: result.requests.total,
          perSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
        });
      },
    );
  });
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
    await fetch(`${loopDelay}/reset`, { method: 'POST' });
    const answeredBefore = await readBuckets(origin);
    const stopSampling = samplePoolWaiting(origin);
    const [submits, readFigures] = await Promise.all([
      paced('POST orders (submit, paced)', origin, headers, SUBMITS_PER_SECOND, 50, () => ({
        method: 'POST',
        path: `${ORDERING.base}/orders`,
        body: JSON.stringify({ cartId: readyCartCode(cart++) }),
      })),
      paced('GET order capture reads (paced)', origin, headers, READS_PER_SECOND, 30, () => {
        read += 1;
        return { method: 'GET', path: reads[read % reads.length]![1](read) };
      }),
    ]);
    for (const figures of [submits, readFigures]) {
      console.log(
        `| ${figures.title} | ${figures.sent} | ${figures.perSecond} | ${figures.p50} | ${figures.p99} | ${figures.non2xx} |`,
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
