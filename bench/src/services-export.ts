import { runExportBench } from './export-bench';

/**
 * Issue 12: the 100,000-row XLSX of the big company's services (the services scenario's data), downloaded
 * while other connections keep asking for the list, its filters and the header search (see
 * `export-bench.ts`); the target is a resident memory growth of at most 100 MB.
 * `npm run services-export -w @kaista/bench`.
 */
const base = '/api/businesses/200000';

runExportBench({
  scenario: 'services',
  exportPath: `${base}/services/export?format=xlsx`,
  otherCalls: [
    `${base}/services`,
    `${base}/services?status=suspended`,
    `${base}/services?type=broadband&sort=user`,
    `${base}/services?q=040%20000%2012345`,
    `${base}/search/services?q=0400009&hits=5`,
  ],
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
