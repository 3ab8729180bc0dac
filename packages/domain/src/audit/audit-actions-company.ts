import type { AuditActionTexts } from './audit-action-texts';

/** The company itself: its details, billing agreements, cost centres, contacts and mobile certificate. */
export const COMPANY_ACTION_TEXTS = {
  'company.create': { fi: 'Loi yrityksen', en: 'Created a company', sv: 'Skapade ett företag' },
  'company.activate': {
    fi: 'Vaihtoi tähän yritykseen',
    en: 'Switched to this company',
    sv: 'Bytte till det här företaget',
  },
  'payer.create': {
    fi: 'Lisäsi laskutussopimuksen {{subject}}',
    en: 'Added the billing agreement {{subject}}',
    sv: 'Lade till faktureringsavtalet {{subject}}',
  },
  'payer.update': {
    fi: 'Muutti laskutussopimusta {{subject}}',
    en: 'Changed the billing agreement {{subject}}',
    sv: 'Ändrade faktureringsavtalet {{subject}}',
  },
  'cost-centre.create': {
    fi: 'Lisäsi kustannuspaikan {{subject}}',
    en: 'Added the cost centre {{subject}}',
    sv: 'Lade till kostnadsstället {{subject}}',
  },
  'cost-centre.update': {
    fi: 'Muutti kustannuspaikkaa {{subject}}',
    en: 'Changed the cost centre {{subject}}',
    sv: 'Ändrade kostnadsstället {{subject}}',
  },
  'company.rename': {
    fi: 'Muutti yrityksen nimeä: {{subject}}',
    en: "Changed the company's name: {{subject}}",
    sv: 'Ändrade företagets namn: {{subject}}',
  },
  'company.head-office': {
    fi: 'Muutti pääkonttorin osoitetta: {{subject}}',
    en: 'Changed the head office address: {{subject}}',
    sv: 'Ändrade huvudkontorets adress: {{subject}}',
  },
  'company.type': {
    fi: 'Muutti yritysmuotoa: {{subject}}',
    en: 'Changed the company type: {{subject}}',
    sv: 'Ändrade företagsformen: {{subject}}',
  },
  'company.links': {
    fi: 'Muutti yrityksen linkkejä: {{subject}}',
    en: "Changed the company's links: {{subject}}",
    sv: 'Ändrade företagets länkar: {{subject}}',
  },
  'operative-contact.create': {
    fi: 'Lisäsi operatiivisen yhteyshenkilön {{subject}}',
    en: 'Added the operative contact {{subject}}',
    sv: 'Lade till den operativa kontakten {{subject}}',
  },
  'operative-contact.update': {
    fi: 'Muutti operatiivista yhteyshenkilöä: {{subject}}',
    en: 'Changed an operative contact: {{subject}}',
    sv: 'Ändrade en operativ kontakt: {{subject}}',
  },
  'operative-contact.delete': {
    fi: 'Poisti operatiivisen yhteyshenkilön {{subject}}',
    en: 'Removed the operative contact {{subject}}',
    sv: 'Tog bort den operativa kontakten {{subject}}',
  },
  'mobile-id.activate': {
    fi: 'Otti mobiilivarmenteen käyttöön: {{subject}}',
    en: 'Activated the mobile certificate: {{subject}}',
    sv: 'Aktiverade mobilcertifikatet: {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const COMPANY_AUDITED_ROUTES = {
  'POST /api/businesses': 'company.create',
  'POST /api/businesses/:id/activate': 'company.activate',
  'POST /api/businesses/:id/payers': 'payer.create',
  'PUT /api/businesses/:id/payers/:payerId': 'payer.update',
  'POST /api/businesses/:id/costpools': 'cost-centre.create',
  'PUT /api/businesses/:id/costpools/:costPoolId': 'cost-centre.update',
  'PUT /api/businesses/:id': 'company.rename',
  'PUT /api/businesses/:id/address/headoffice': 'company.head-office',
  'PUT /api/businesses/:id/companytype': 'company.type',
  'PUT /api/businesses/:id/externallinks': 'company.links',
  'POST /api/businesses/:id/operativecontacts': 'operative-contact.create',
  'PUT /api/businesses/:id/operativecontacts/:contactId': 'operative-contact.update',
  'DELETE /api/businesses/:id/operativecontacts/:contactId': 'operative-contact.delete',
  'POST /api/businesses/:id/mobileid/activate': 'mobile-id.activate',
} as const satisfies Readonly<Record<string, keyof typeof COMPANY_ACTION_TEXTS>>;
