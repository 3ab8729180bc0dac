import type { LoadResult } from './load';

/** A call of the portal beside its bare baseline (null when the call could not be recorded). */
export interface ComparedResult {
  portal: LoadResult;
  baseline: LoadResult | null;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

/**
 * Each call as a share of its bare-SQL baseline (what the database allows through this driver) and of the
 * hello-world ceiling (what this machine allows at all).
 */
export function printTable(results: readonly ComparedResult[], ceiling: LoadResult): void {
  console.log(
    '\n| call | req/s | p50 ms | p99 ms | non-2xx | bare SQL req/s | bare p99 ms | share of bare SQL | share of hello-world |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${ceiling.title} | ${ceiling.requestsPerSecond} | ${ceiling.p50} | ${ceiling.p99} | ${ceiling.non2xx} | | | | 100.0 % |`,
  );
  for (const { portal: r, baseline: b } of results) {
    const bare = b
      ? [b.requestsPerSecond, b.p99, percent(r.requestsPerSecond, b.requestsPerSecond)]
      : ['', '', ''];
    const share = percent(r.requestsPerSecond, ceiling.requestsPerSecond);
    console.log(
      `| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${bare.join(' | ')} | ${share} |`,
    );
  }
}
