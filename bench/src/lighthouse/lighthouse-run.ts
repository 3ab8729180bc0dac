import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

/**
 * One Lighthouse 12 run with its default mobile preset (emulated phone, simulated slow 4G and 4× CPU) in
 * Debian's Chromium. Lighthouse comes from the npm registry through npx, so the repository's install
 * stays without its 200 packages; a session cookie travels as an extra header, storage kept.
 */
export async function lighthouseRun(
  url: string,
  cookie: string | null,
  reportPath?: string,
): Promise<PageFigures> {
  const args = [
    '-y',
    'lighthouse@12',
    url,
    '--quiet',
    '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    '--output-path=stdout',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`, '--disable-storage-reset');
  const { stdout } = await run('npx', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (reportPath) {
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    fs.writeFileSync(reportPath, stdout);
  }
  const report = JSON.parse(stdout) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
