import { SERVICE_TYPES } from '../services/service-enums';

/**
 * What an invoice line bills: a service of the services inventory (monthly, by its type) or a one-off charge
 * (a device or accessory, an installation, or a fee such as an opening fee).
 */
export const INVOICE_LINE_TYPES = [...SERVICE_TYPES, 'device', 'installation', 'fee'] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];

/** §3 invoice types: the concise and the comprehensive (every line) invoice document. */
export const INVOICE_TYPES = ['CORPORATE_CUSTOMER_INVOICE', 'CORPORATE_CUSTOMER_INVOICE_EXTENDED'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** §3 delivery methods of a billing agreement. */
export const DELIVERY_METHODS = ['EMAIL', 'PAPER', 'F_INVOICE', 'EU_F_INVOICE'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** §3: the e-invoice methods, which need an e-invoice address, its operator and a postal-address contact. */
export const E_INVOICE_METHODS: readonly DeliveryMethod[] = ['F_INVOICE', 'EU_F_INVOICE'];
/** §3: the methods that need the postal-address contact (paper goes there; e-invoices name it). */
export const POSTAL_ADDRESS_METHODS: readonly DeliveryMethod[] = ['PAPER', 'F_INVOICE', 'EU_F_INVOICE'];

/** §3 delivery channels, as an invoice records how it went out. */
export const DELIVERY_CHANNELS = [
  'ARCHIVE',
  'EMAIL_PDF',
  'E_INVOICE',
  'FINVOICE',
  'EU_FINVOICE',
  'PAPER',
  'SELF_SERVICE',
] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The channel an invoice goes out by under each delivery method. */
export const CHANNEL_OF_METHOD: Readonly<Record<DeliveryMethod, DeliveryChannel>> = {
  EMAIL: 'EMAIL_PDF',
  PAPER: 'PAPER',
  F_INVOICE: 'FINVOICE',
  EU_F_INVOICE: 'EU_FINVOICE',
};

/** §4 invoice status filter; every invoice is in exactly one of these but 'all'. */
export const INVOICE_STATUS_FILTERS = ['all', 'open', 'closed', 'due', 'partlyPaid', 'unknown'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];
export type InvoiceStatus = Exclude<InvoiceStatusFilter, 'all'>;

/** An invoice or a credit note (negative amounts, pointing at the invoice it credits). */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Finnish e-invoice operators (verkkolaskuoperaattorit) and their intermediator codes, as GET
 * /f-invoice-operators answers them; an e-invoicing billing agreement names one of these codes.
 */
export const F_INVOICE_OPERATORS = [
  { code: 'E204503', name: 'Nordea' },
  { code: 'OKOYFIHH', name: 'OP' },
  { code: 'DABAFIHH', name: 'Danske Bank' },
  { code: 'HANDFIHH', name: 'Handelsbanken' },
  { code: 'HELSFIHH', name: 'Aktia' },
  { code: 'ITELFIHH', name: 'Säästöpankki' },
  { code: 'POPFFI22', name: 'POP Pankki' },
  { code: 'SBANFIHH', name: 'S-Pankki' },
  { code: 'AABAFI22', name: 'Ålandsbanken' },
  { code: 'BAWCFI22', name: 'Basware' },
  { code: '003721291126', name: 'Maventa' },
  { code: '003723327487', name: 'Apix Messaging' },
  { code: '003701011385', name: 'Tieto' },
  { code: '003703575029', name: 'CGI' },
  { code: '003708599126', name: 'OpusCapita' },
] as const;
/** An e-invoice operator as people know it, with its code: "Maventa (003721291126)". */
export function fInvoiceOperatorName(code: string): string {
  const operator = F_INVOICE_OPERATORS.find((candidate) => candidate.code === code);
  return operator ? `${operator.name} (${code})` : code;
}
export const F_INVOICE_OPERATOR_CODES = F_INVOICE_OPERATORS.map(({ code }) => code) as [string, ...string[]];
