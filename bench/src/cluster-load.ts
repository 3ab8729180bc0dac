// Load through the balancer during a rolling restart of every instance (scripts/cluster.sh), then the
// count: failed requests, acknowledged ticket writes missing from the database, and password reset jobs
// that ran more than once (a job sends one mail; more mails than finished jobs means one ran twice).
// Usage: node --import tsx bench/src/cluster-load.ts <balancer URL> <DATABASE_URL> [requests per second]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pacedLoad, type PacedCall } from './open-loop';

const [base, databaseUrl, rateArg] = process.argv.slice(2);
if (!base || !databaseUrl) throw new Error('usage: cluster-load.ts <balancer URL> <DATABASE_URL> [rate]');
const rate = Number(rateArg ?? 200);
const run = `load-${randomBytes(4).toString('hex')}`;
const company = '/api/businesses/100001';
const started = new Date();

async function login(email: string): Promise<string> {
  const response = await fetch(`${base}/gauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base! },
    body: new URLSearchParams({ email, password: 'Kaista-demo-2026' }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kaista_session='));
  if (!cookie) throw new Error(`login failed: ${response.status}`);
  const session = cookie.split(';')[0]!;
  await fetch(`${base}/api/session`, { method: 'POST', headers: { cookie: session, origin: base! } });
  return session;
}

const cookie = await login('manager@aurora.example');
const headers = { cookie, origin: base, 'x-accept-language': 'fi' };
let serial = 0;
const reads = [
  `${company}/tickets?pageSize=20`,
  `${company}/tickets?pageSize=20&status=UNTOUCHED`,
  `${company}/tickets/statistics/non-closed`,
  `${company}/tickets?q=Mobiilidata`,
];
/** Four reads, then a ticket written, in turn. */
function nextCall(): PacedCall {
  serial += 1;
  if (serial % 5 !== 0) return { method: 'GET', path: reads[(serial % 5) - 1]! };
  // Each write carries its own Idempotency-Key, as the web app's submits do, so that the balancer may pass
  // it to another instance when the one it reached is stopping.
  return {
    method: 'POST',
    path: `${company}/tickets`,
    headers: { 'idempotency-key': `${run}-${serial}` },
    body: JSON.stringify({
      type: 'INCIDENT',
      urgency: 'normal',
      subject: `${run} ${serial}`,
      description: 'Written during a rolling restart.',
    }),
  };
}

// Password reset requests queue a job each (the per-network limit allows 20 an hour from one address).
const personas = [
  'manager@aurora.example',
  'user@aurora.example',
  'employee@aurora.example',
  'dc@kaista.example',
];
let resets = 0;
const resetTimer = setInterval(() => {
  if (resets >= 12) return;
  const email = personas[resets % personas.length]!;
  resets += 1;
  void fetch(`${base}/gauth/password/forgot?lang=fi`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email }),
  });
}, 1500);

const restart = spawn('scripts/cluster.sh', ['rolling-restart'], { stdio: ['ignore', 'inherit', 'inherit'] });
const restarted = new Promise<number | null>((resolve) => restart.once('exit', resolve));
// The load runs through the whole restart and 3 s after it, evenly paced; at most 20 calls are unanswered at
// once, so a machine too slow for the rate gets the calls later (and the figures show it) rather than a pile.
const result = await pacedLoad({
  title: 'rolling restart',
  origin: base,
  headers,
  rate,
  until: restarted.then(() => sleep(3000)),
  warmUpSeconds: 0,
  next: nextCall,
  maxInFlight: 20,
});
const restartCode = await restarted;
clearInterval(resetTimer);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// The queue may still be sending the last links: wait for it, within reason. A job an instance held as it
// ended is taken again once its lease (the runner's 60 s) runs out: late, not lost, and its attempts (above 1)
// show it in max_attempts; a job still waiting after that is lost, and fails the check.
interface JobCounts {
  done: number;
  queued: number;
  failed: number;
  max_attempts: number;
}
let jobs: JobCounts = { done: 0, queued: 0, failed: 0, max_attempts: 0 };
for (let look = 0; look < 150; look += 1) {
  const { rows } = await client.query<JobCounts>(
    `select count(*) filter (where state = 'done')::int as done, count(*) filter (where state = 'queued')::int as queued,
            count(*) filter (where state = 'failed')::int as failed, coalesce(max(attempts), 0)::int as max_attempts
       from jobs where kind = 'password-reset.send-link' and created_at >= $1`,
    [started],
  );
  jobs = rows[0]!;
  if (jobs.queued === 0) break;
  await sleep(500);
}
// A job still waiting says who holds it and since when, so a failure of this check explains itself.
const { rows: waiting } = await client.query(
  `select id, attempts, locked_by, locked_until, run_at, created_at, last_error
     from jobs where kind = 'password-reset.send-link' and created_at >= $1 and state = 'queued'`,
  [started],
);
const count = async (sql: string, value: unknown) =>
  (await client.query<{ n: number }>(sql, [value])).rows[0]!.n;
const stored = await count('select count(*)::int as n from tickets where subject like $1', `${run} %`);
const mails = await count('select count(*)::int as n from email_outbox where created_at >= $1', started);
await client.end();

const acknowledged = result.statusCodes['201'] ?? 0;
const report = {
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
  requests: result.sent,
  perSecond: result.perSecond,
  // Counted from when each call was due, not from when it was sent.
  latencyMs: { p50: result.p50, p99: result.p99, max: result.max },
  failedRequests: result.failed + result.non2xx,
  failures: result.failures,
  statusCodes: result.statusCodes,
  writesAcknowledged: acknowledged,
  writesFound: stored,
  // Each write has its own subject: fewer rows than 201 answers would be a lost write (more rows are writes
  // whose answer was still on its way when the load stopped).
  lostWrites: Math.max(acknowledged - stored, 0),
  resetJobs: jobs,
  ...(waiting.length > 0 && { waitingJobs: waiting }),
  resetMails: mails,
  jobsRunTwice: Math.max(mails - jobs.done, 0),
};
console.log(JSON.stringify(report, null, 2));
// A rolling restart must cost nothing: no failed request, no acknowledged write lost, no job done twice.
const ok =
  restartCode === 0 &&
  report.failedRequests === 0 &&
  report.lostWrites === 0 &&
  report.jobsRunTwice === 0 &&
  jobs.queued === 0;
process.exit(ok ? 0 : 1);
