import type { CodeNames } from '../shared/formatting/code-names';
import type { DeliveryMethod, InvoiceType } from './invoice-enums';

/** §3 billing agreement: the invoice types by the names the payer form and the audit trail give them. */
export const INVOICE_TYPE_NAMES: CodeNames<InvoiceType> = {
  CORPORATE_CUSTOMER_INVOICE: { fi: 'Suppea lasku', en: 'Concise invoice', sv: 'Kortfattad faktura' },
  CORPORATE_CUSTOMER_INVOICE_EXTENDED: {
    fi: 'Laaja lasku (kaikki rivit)',
    en: 'Comprehensive invoice (every line)',
    sv: 'Utförlig faktura (alla rader)',
  },
};

/** §3 billing agreement: the delivery methods by the names the payer form and the audit trail give them. */
export const DELIVERY_METHOD_NAMES: CodeNames<DeliveryMethod> = {
  EMAIL: { fi: 'Sähköposti (PDF)', en: 'E-mail (PDF)', sv: 'E-post (PDF)' },
  PAPER: { fi: 'Paperilasku', en: 'Paper invoice', sv: 'Pappersfaktura' },
  F_INVOICE: { fi: 'Verkkolasku (Finvoice)', en: 'E-invoice (Finvoice)', sv: 'E-faktura (Finvoice)' },
  EU_F_INVOICE: { fi: 'EU-verkkolasku', en: 'EU e-invoice', sv: 'EU-e-faktura' },
};
