/** §4, §9: list paging defaults and limits (DESIGN §4 caps a page at 100). */
export const PAGING = { defaultOffset: 0, defaultPageSize: 20, maxPageSize: 100, defaultQuery: '*' } as const;

/** §9 page sizes of specific searches. */
export const PAGE_SIZES = {
  endUserSearch: 100,
  deviceSearch: 20,
  ticketServiceList: 20,
  contactGroups: 20,
  serviceSearchHits: 20,
  productSearchHits: 20,
  /** DESIGN.md §5: the audit log reads in longer pages, since people scan it by day. */
  auditLog: 50,
} as const;

/** §9 quantity stepper defaults; no maximum unless one is given. */
export const QUANTITY_DEFAULTS = { step: 1, min: 1, initial: 1 } as const;

/** §9: the largest amount a money field accepts. */
export const MAX_AMOUNT = 9999;
/** §5: matsku cart quantity ceiling; the spec leaves the value out, this is the largest sensible order. */
export const MATSKU_MAX_QUANTITY = 999;
/**
 * §6 'office supplies': sold to one configured company only; the demo's partner company (Kettu) unless the
 * deployment names another (OFFICE_SUPPLIES_COMPANY_ID for the API, VITE_OFFICE_SUPPLIES_COMPANY_ID for the web).
 */
export const DEFAULT_OFFICE_SUPPLIES_COMPANY_ID = '100003';
export const DEFAULT_PACKAGE_SIZE = 1;
export const RECENT_COMPANIES_MAX = 10;
/** §5 partner shop: the shipment-invoice reference length. */
export const SHIPMENT_INVOICE_REFERENCE_MAX = 35;
/** §9: the operator's prefix constant. */
export const OPERATOR_PREFIX = 'DNA';
/** §4: login state is a random hex string of this length. */
export const LOGIN_STATE_LENGTH = 64;
/** §9 translations: the single namespace. */
export const TRANSLATION_NAMESPACE = 'common';
/** §9: cross-tab broadcast message after a language change. */
export const LANGUAGE_CHANGED_MESSAGE = 'language-changed';
