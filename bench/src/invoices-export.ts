import { runExportBench } from './export-bench';

/**
 * Issue 13: the 10,080-row XLSX of the big company's invoice list (the invoicing scenario's data), downloaded
 * while other connections keep asking for the list and its filters (see `export-bench.ts`).
 * `npm run invoices-export -w @kaista/bench`.
 */
const base = '/api/businesses/200000';

runExportBench({
  scenario: 'invoicing',
  exportPath: `${base}/invoices2/export?format=xlsx`,
  otherCalls: [
    `${base}/invoices2`,
    `${base}/invoices2?status=open`,
    `${base}/invoices2?status=due&sort=total`,
    `${base}/invoices2?from=2025-01-01&to=2025-12-31`,
    `${base}/invoices2?q=700000`,
  ],
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
