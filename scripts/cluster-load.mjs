// Load through the balancer during a rolling restart of every instance (scripts/cluster.sh), then the
// count: failed requests, acknowledged ticket writes missing from the database, and password reset jobs
// that ran more than once (a job sends one mail; more mails than finished jobs means one ran twice).
// Usage: node scripts/cluster-load.mjs <balancer URL> <DATABASE_URL> [requests per second]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('bench/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

const [base, databaseUrl, rateArg] = process.argv.slice(2);
if (!base || !databaseUrl) throw new Error('usage: cluster-load.mjs <balancer URL> <DATABASE_URL> [rate]');
const rate = Number(rateArg ?? 200);
const run = `load-${randomBytes(4).toString('hex')}`;
const company = '/api/businesses/100001';
const started = new Date();

async function login(email) {
  const response = await fetch(`${base}/gauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password: 'Kaista-demo-2026' }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kaista_session='));
  if (!cookie) throw new Error(`login failed: ${response.status}`);
  const session = cookie.split(';')[0];
  await fetch(`${base}/api/session`, { method: 'POST', headers: { cookie: session, origin: base } });
  return session;
}

const cookie = await login('manager@aurora.example');
const headers = { cookie, origin: base, 'x-accept-language': 'fi', 'content-type': 'application/json' };
let serial = 0;
const requests = [
  { method: 'GET', path: `${company}/tickets?pageSize=20` },
  { method: 'GET', path: `${company}/tickets?pageSize=20&status=UNTOUCHED` },
  { method: 'GET', path: `${company}/tickets/statistics/non-closed` },
  { method: 'GET', path: `${company}/tickets?q=Mobiilidata` },
  {
    method: 'POST',
    path: `${company}/tickets`,
    // Each write carries its own Idempotency-Key, as the web app's submits do, so that the balancer may pass
    // it to another instance when the one it reached is stopping.
    setupRequest: (request) => {
      serial += 1;
      return {
        ...request,
        headers: { ...headers, 'idempotency-key': `${run}-${serial}` },
        body: JSON.stringify({
          type: 'INCIDENT',
          urgency: 'normal',
          subject: `${run} ${serial}`,
          description: 'Written during a rolling restart.',
        }),
      };
    },
  },
];

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
  const email = personas[resets % personas.length];
  resets += 1;
  void fetch(`${base}/gauth/password/forgot?lang=fi`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email }),
  });
}, 1500);

const restart = spawn('scripts/cluster.sh', ['rolling-restart'], { stdio: ['ignore', 'inherit', 'inherit'] });
const load = autocannon({ url: base, connections: 20, overallRate: rate, duration: 600, headers, requests });
// What went wrong, by kind: a connection error names its code, an answer its status and path.
const failures = {};
const countFailure = (kind) => (failures[kind] = (failures[kind] ?? 0) + 1);
load.on('reqError', (error) => countFailure(error.code ?? error.message));
load.on('response', (client, statusCode) => {
  if (statusCode >= 300) countFailure(`HTTP ${statusCode}`);
});
const restarted = new Promise((resolve) => restart.once('exit', resolve));
const restartCode = await restarted;
await new Promise((resolve) => setTimeout(resolve, 3000));
load.stop();
const result = await load;
clearInterval(resetTimer);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// The queue may still be sending the last links: wait for it, within reason. A job an instance held as it
// ended is taken again once its lease (the runner's 60 s) runs out: late, not lost, and its attempts (above 1)
// show it in max_attempts; a job still waiting after that is lost, and fails the check.
let jobs;
for (let look = 0; look < 150; look += 1) {
  ({
    rows: [jobs],
  } = await client.query(
    `select count(*) filter (where state = 'done')::int as done, count(*) filter (where state = 'queued')::int as queued,
            count(*) filter (where state = 'failed')::int as failed, coalesce(max(attempts), 0)::int as max_attempts
       from jobs where kind = 'password-reset.send-link' and created_at >= $1`,
    [started],
  ));
  if (jobs.queued === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// A job still waiting says who holds it and since when, so a failure of this check explains itself.
const { rows: waiting } = await client.query(
  `select id, attempts, locked_by, locked_until, run_at, created_at, last_error
     from jobs where kind = 'password-reset.send-link' and created_at >= $1 and state = 'queued'`,
  [started],
);
const {
  rows: [stored],
} = await client.query('select count(*)::int as n from tickets where subject like $1', [`${run} %`]);
const {
  rows: [mails],
} = await client.query('select count(*)::int as n from email_outbox where created_at >= $1', [started]);
await client.end();

const failed = result.errors + result.timeouts + result.non2xx;
const acknowledged = result.statusCodeStats['201']?.count ?? 0;
const report = {
  seconds: Math.round(result.duration),
  requests: result.requests.total,
  perSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  failedRequests: failed,
  failures,
  statusCodes: result.statusCodeStats,
  writesAcknowledged: acknowledged,
  writesFound: stored.n,
  // Each write has its own subject: fewer rows than 201 answers would be a lost write (more rows are writes
  // whose answer was still on its way when the load stopped).
  lostWrites: Math.max(acknowledged - stored.n, 0),
  resetJobs: jobs,
  ...(waiting.length > 0 && { waitingJobs: waiting }),
  resetMails: mails.n,
  jobsRunTwice: Math.max(mails.n - jobs.done, 0),
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
