import type { FastifyInstance, FastifyReply } from 'fastify';
import { INVOICE_ACCESS, invoiceCalls } from '@kaista/domain/invoices';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { companyScope } from '../../plugins/session/company-scope';
import { CSV_TYPE } from '../../files/csv-stream';
import { XLSX_TYPE } from '../../files/xlsx-stream';
import { callRoutes } from '../../routing/call-route';
import type { BillableItems } from './billable-items';
import { monthToBill } from './billing-calendar';
import { BillingRun } from './billing-run';
import { invoicePdf } from './invoice-pdf';
import { invoiceLinesFile, invoicesFile, type ExportFile } from './invoices-export';
import { InvoiceDetailRepo } from './invoice-detail.repo';
import { InvoiceExportRepo } from './invoice-export.repo';
import { InvoiceListRepo } from './invoice-list.repo';
import { InvoiceSpendRepo } from './invoice-spend.repo';
import { PayersRepo } from './payers.repo';
import { InvoicesService } from './invoices.service';

export const BILLING_RUN_JOB = 'invoices.billing-run';
const DAY_MS = 24 * 60 * 60_000;

/** The headers of a downloaded export; the body is streamed after them. */
function sendFile(reply: FastifyReply, file: ExportFile, name: string): FastifyReply {
  return reply
    .type(file.format === 'xlsx' ? XLSX_TYPE : CSV_TYPE[file.charset])
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}.${file.format}"`);
}

/** §7 'Invoices and reports', and the billing run that issues the month's invoices once a day if not yet. */
export function registerInvoicesRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  billableItems: BillableItems,
): void {
  const service = new InvoicesService(
    new InvoiceListRepo(deps.db),
    new InvoiceDetailRepo(deps.db),
    new InvoiceExportRepo(deps.db),
    new InvoiceSpendRepo(deps.db),
  );
  const payers = new PayersRepo(deps.db);
  const route = callRoutes(app, ['Invoices']);
  const read = companyScope(deps.db, INVOICE_ACCESS.readInvoices);

  route(invoiceCalls.list, {
    guard: read,
    handler: async (request) => service.list(request.company.companyId, request.query),
  });
  route(invoiceCalls.export, {
    guard: read,
    handler: async (request, reply) => {
      const { format, charset, ...filters } = request.query;
      const { companyId } = request.company;
      const file = { format, charset, language: request.language };
      return sendFile(reply, file, `invoices-${companyId}`).send(
        invoicesFile(file, service.exportBatches(companyId, filters)),
      );
    },
  });
  route(invoiceCalls.linesExport, {
    guard: read,
    handler: async (request, reply) => {
      const { companyId } = request.company;
      const invoice = await service.row(companyId, request.params.invoiceId);
      const batches = service.lineBatches(companyId, invoice.id);
      const file = { ...request.query, language: request.language };
      return sendFile(reply, file, `invoice-${invoice.number}-lines`).send(invoiceLinesFile(file, batches));
    },
  });

  route(invoiceCalls.spend, {
    guard: read,
    handler: async (request) => service.spend(request.company.companyId),
  });

  route(invoiceCalls.lines, {
    guard: read,
    handler: async (request) =>
      service.linePage(request.company.companyId, request.params.invoiceId, request.query),
  });

  route(invoiceCalls.detail, {
    guard: read,
    handler: async (request) => service.get(request.company.companyId, request.params.invoiceId),
  });

  route(invoiceCalls.document, {
    guard: read,
    handler: async (request, reply) => {
      const { companyId } = request.company;
      const invoice = await service.get(companyId, request.params.invoiceId);
      const documentType = request.query.documentType ?? invoice.invoiceType;
      const extended = documentType === 'CORPORATE_CUSTOMER_INVOICE_EXTENDED';
      const [payer, lines] = await Promise.all([
        service.printedPayer(companyId, invoice.id, () => payers.find(companyId, invoice.payerId)),
        service.documentLines(companyId, invoice.id, extended),
      ]);
      const language = request.query.language ?? request.language;
      const pdf = await invoicePdf(invoice, lines, payer, language);
      // A name per document type, so that saving both keeps both; the full one is named as the lines' export.
      const name = `invoice-${invoice.number}${extended ? '-lines' : ''}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(pdf);
    },
  });

  const billingRun = new BillingRun(deps.db, billableItems);
  // Every company's month in one job: its time limit is a quarter of its day, not the few minutes of a mail's.
  deps.schedule.every(
    BILLING_RUN_JOB,
    DAY_MS,
    async () => {
      await billingRun.runAll(monthToBill(helsinkiToday()));
    },
    DAY_MS / 4,
  );
}
