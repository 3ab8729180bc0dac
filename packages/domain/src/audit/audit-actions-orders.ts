import type { AuditActionTexts } from './audit-action-texts';

/** Submitting orders, single and bulk, and the power of attorney of a port-in. */
export const ORDER_ACTION_TEXTS = {
  'order.submit': {
    fi: 'Lähetti tilauksen {{subject}}',
    en: 'Submitted order {{subject}}',
    sv: 'Skickade beställningen {{subject}}',
  },
  'order.port-in-poa-pdf': {
    fi: 'Tulosti numeronsiirron valtakirjan: {{subject}}',
    en: 'Printed a port-in power of attorney for {{subject}}',
    sv: 'Skrev ut en fullmakt för nummerflytt för {{subject}}',
  },
  'order.port-in-poa-create': {
    fi: 'Kirjasi numeronsiirron valtakirjan: {{subject}}',
    en: 'Recorded a port-in power of attorney for {{subject}}',
    sv: 'Registrerade en fullmakt för nummerflytt för {{subject}}',
  },
  'order.port-in-poa-result': {
    fi: 'Kirjasi numeronsiirron valtakirjan allekirjoituksen tuloksen: {{subject}}',
    en: 'Recorded the signing result of a port-in power of attorney: {{subject}}',
    sv: 'Registrerade resultatet av undertecknandet av en fullmakt för nummerflytt: {{subject}}',
  },
  'order.bulk-check': {
    fi: 'Tarkisti joukkotilauksen tiedoston {{subject}}',
    en: 'Checked the bulk order file {{subject}}',
    sv: 'Kontrollerade massbeställningsfilen {{subject}}',
  },
  'order.bulk-submit': {
    fi: 'Lähetti joukkotilauksen {{subject}}',
    en: 'Submitted the bulk order {{subject}}',
    sv: 'Skickade massbeställningen {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const ORDER_AUDITED_ROUTES = {
  'POST /api/businesses/:id/users/:uid/bulkorders/check': 'order.bulk-check',
  'POST /api/businesses/:id/users/:uid/bulkorders': 'order.bulk-submit',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/pdf': 'order.port-in-poa-pdf',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/create':
    'order.port-in-poa-create',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/result':
    'order.port-in-poa-result',
  'POST /api/businesses/:id/users/:uid/orders': 'order.submit',
} as const satisfies Readonly<Record<string, keyof typeof ORDER_ACTION_TEXTS>>;
