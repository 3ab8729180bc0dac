import os from 'node:os';
import path from 'node:path';
import { loginForBench } from '../login';
import { startBuiltServer } from './built-server';
import { lighthouseRun, type PageFigures } from './lighthouse-run';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3399);
/** Where each run's whole JSON report is kept (for `lcp-breakdown`); unset, reports are not kept. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = [
  { name: 'login', title: 'login (server-rendered)', path: '/gauth/login', signedIn: false },
  { name: 'home', title: 'home', path: '/100001/home', signedIn: true },
  { name: 'tickets', title: 'tickets list', path: '/100001/tickets', signedIn: true },
].filter((page) => !ONLY || ONLY.includes(page.name));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `npm run lighthouse -w @kaista/bench`: the median of each figure over the runs, per page (issue 17). */
async function main(): Promise<void> {
  const server = await startBuiltServer(PORT);
  const rows: string[] = [];
  try {
    const cookie = await loginForBench(server.origin, 'manager@aurora.example');
    for (const page of PAGES) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const report = REPORTS && path.join(REPORTS, `${page.name}-${run + 1}.json`);
        runs.push(await lighthouseRun(`${server.origin}${page.path}`, page.signedIn ? cookie : null, report));
      }
      const of = (pick: (figures: PageFigures) => number) => median(runs.map(pick));
      rows.push(
        `| ${page.title} | ${of((f) => f.score)} | ${(of((f) => f.fcpMs) / 1000).toFixed(2)} | ${(of((f) => f.lcpMs) / 1000).toFixed(2)} | ${Math.round(of((f) => f.tbtMs))} | ${of((f) => f.cls).toFixed(3)} |`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nLighthouse 12, mobile preset, median of ${RUNS}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
  );
  console.log('| page | performance | FCP s | LCP s | TBT ms | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

await main();
