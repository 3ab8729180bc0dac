import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema, sortedListQuerySchema } from '../shared/api/paging';
import { CSV_CHARSETS, EXPORT_FORMATS } from '../shared/enums/common';
import { LANGUAGES } from '../shared/formatting/language';
import { INVOICE_KINDS, INVOICE_LINE_TYPES, INVOICE_STATUS_FILTERS, INVOICE_TYPES } from './invoice-enums';

export const INVOICE_SORT_FIELDS = ['invoiceDate', 'dueDate', 'total', 'number'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

export const INVOICE_LIMITS = {
  searchMax: 30,
  /** Lists count matches up to this many (DESIGN.md §4 'a capped count'). */
  countCap: 10_000,
} as const;

const isoDate = z.iso.date();
/** The list filter's name for the lines billed to no cost centre. */
export const NO_COST_POOL = 'none';
const invoiceStatuses = INVOICE_STATUS_FILTERS.filter((status) => status !== 'all') as [
  'open',
  ...Exclude<(typeof INVOICE_STATUS_FILTERS)[number], 'all' | 'open'>[],
];

const invoiceFilters = {
  status: z.enum(INVOICE_STATUS_FILTERS).default('all'),
  /** Invoice dates from and to, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  payerId: z.uuid().optional(),
  /** The invoice number or its beginning. */
  q: z.string().trim().max(INVOICE_LIMITS.searchMax).regex(/^\d*$/, 'validation.not-a-number').optional(),
  /** Invoices with a line of this cost centre ('none': a line of no cost centre); a spend bar's drill-down. */
  costPoolId: z.union([z.uuid(), z.literal(NO_COST_POOL)]).optional(),
  /** Invoices with a line of this type; a spend bar's drill-down. */
  serviceType: z.enum(INVOICE_LINE_TYPES).optional(),
};

/** §7 /invoices2: the §4 status filter, a date range, a billing agreement, an invoice number; sorted. */
export const invoiceListQuerySchema = sortedListQuerySchema(invoiceFilters, INVOICE_SORT_FIELDS);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  payerId: z.string(),
  payerName: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  periodStart: isoDate,
  periodEnd: isoDate,
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  referenceNumber: z.string(),
  /** The invoice a credit note credits. */
  creditedInvoiceId: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  lineNo: z.number().int(),
  description: z.string(),
  serviceType: z.string(),
  serviceId: z.string().nullable(),
  costPoolId: z.string().nullable(),
  costPoolName: z.string().nullable(),
  periodStart: isoDate,
  periodEnd: isoDate,
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  netCents: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vatCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The VAT of one rate over all of an invoice's lines. */
export const vatOfRateSchema = z.object({
  rateBasisPoints: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
});

/**
 * One invoice and how to pay it. Its lines are read a page at a time (`invoiceCalls.lines`): a large company's
 * invoice has thousands; here only their number and the VAT breakdown of them all.
 */
export const invoiceSchema = invoiceSummarySchema.extend({
  invoiceType: z.enum(INVOICE_TYPES),
  iban: z.string(),
  bic: z.string(),
  /** The 54-digit virtuaaliviivakoodi; empty for a credit note, which is not paid. */
  bankBarcode: z.string(),
  lineCount: z.number().int(),
  vatByRate: z.array(vatOfRateSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The most lines on one page of an invoice's lines (and the default). */
export const INVOICE_LINE_PAGE_SIZE = 50;

/**
 * One invoice's lines, a page at a time, in their order; optionally only those of a cost centre ('none': of no
 * cost centre) and/or of a type, the lines behind a spend bar.
 */
export const invoiceLinesQuerySchema = listQuerySchema(
  {
    costPoolId: z.union([z.uuid(), z.literal(NO_COST_POOL)]).optional(),
    serviceType: z.enum(INVOICE_LINE_TYPES).optional(),
  },
  INVOICE_LINE_PAGE_SIZE,
);
export type InvoiceLinesQuery = z.infer<typeof invoiceLinesQuerySchema>;

/** A page of an invoice's lines and the net sum of every line the filters match, not only the page's. */
export const invoiceLinePageSchema = pageSchema(invoiceLineSchema).extend({ netCents: z.number().int() });
export type InvoiceLinePage = z.infer<typeof invoiceLinePageSchema>;

/** The list's page and the sums of every matching invoice, not only the page's. */
export const invoicePageSchema = pageSchema(invoiceSummarySchema).extend({
  totals: z.object({
    totalCents: z.number().int(),
    paidCents: z.number().int(),
    /** What is left to pay: the total less what was paid, a credit note counted as settled. */
    openCents: z.number().int(),
  }),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const invoiceParamsSchema = companyParamsSchema.extend({ invoiceId: z.uuid() });
/** §7 GET /invoices/{id}?documentType: the PDF; without a documentType the billing agreement's own type. */
export const invoiceDocumentQuerySchema = z.object({
  documentType: z.enum(INVOICE_TYPES).optional(),
  /** A link opened in the browser sends no X-Accept-Language, so it names the language here. */
  language: z.enum(LANGUAGES).optional(),
});

/** How a list or an invoice's lines are downloaded: CSV (UTF-8, or Latin-1 by §3) or XLSX. */
const exportFileSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /** Only for CSV; an XLSX file is always Unicode. */
  charset: z.enum(CSV_CHARSETS).default('utf-8'),
});

/** The filtered list as a file: the list's filters and order, without paging. */
export const invoiceExportQuerySchema = invoiceListQuerySchema
  .omit({ offset: true, pageSize: true })
  .extend(exportFileSchema.shape);
export type InvoiceExportQuery = z.input<typeof invoiceExportQuerySchema>;

/** One invoice's lines as a file. */
export const invoiceLinesExportQuerySchema = exportFileSchema;
export type InvoiceLinesExportQuery = z.input<typeof invoiceLinesExportQuerySchema>;

/** How many months, the current one included, the spend by cost centre and by service type covers. */
export const SPEND_MONTHS = 24;

/** One cost centre's invoiced spend (net of VAT; credit notes subtract), per month of the invoice date. */
export const costPoolSpendSchema = z.object({
  /** Null for the lines of no cost centre. */
  costPoolId: z.string().nullable(),
  /** The centre's name now, or when billed if it has since been removed; null for no cost centre. */
  name: z.string().nullable(),
  totalCents: z.number().int(),
  /** In the order of the answer's `months`. */
  monthlyCents: z.array(z.number().int()),
});
export type CostPoolSpend = z.infer<typeof costPoolSpendSchema>;

/** One type of line's invoiced spend (net of VAT; credit notes subtract), per month of the invoice date. */
export const serviceTypeSpendSchema = z.object({
  serviceType: z.enum(INVOICE_LINE_TYPES),
  totalCents: z.number().int(),
  /** In the order of the answer's `months`. */
  monthlyCents: z.array(z.number().int()),
});
export type ServiceTypeSpend = z.infer<typeof serviceTypeSpendSchema>;

/**
 * The company's spend over the last SPEND_MONTHS months (from the first one billed) by cost centre and by
 * service type, the largest first in each.
 */
export const spendSchema = z.object({
  /**
   * yyyy-mm, oldest first: from the first month billed among the last SPEND_MONTHS to the current month (none
   * when nothing was billed in them).
   */
  months: z.array(z.string()),
  costPools: z.array(costPoolSpendSchema),
  serviceTypes: z.array(serviceTypeSpendSchema),
});
export type Spend = z.infer<typeof spendSchema>;
