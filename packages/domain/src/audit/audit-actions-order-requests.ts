import type { AuditActionTexts } from './audit-action-texts';

/** Order requests and the approval rules that make an order one. */
export const ORDER_REQUEST_ACTION_TEXTS = {
  'order-request.create': {
    fi: 'Lähetti tilauspyynnön {{subject}}',
    en: 'Sent order request {{subject}}',
    sv: 'Skickade beställningsbegäran {{subject}}',
  },
  'order-request.decline': {
    fi: 'Hylkäsi tilauspyynnön {{subject}}',
    en: 'Declined order request {{subject}}',
    sv: 'Avslog beställningsbegäran {{subject}}',
  },
  'order-request.done': {
    fi: 'Merkitsi tilauspyynnön käsitellyksi {{subject}}',
    en: 'Marked order request done {{subject}}',
    sv: 'Markerade beställningsbegäran som klar {{subject}}',
  },
  'order-request.proceed': {
    fi: 'Siirsi tilauspyynnön ostoskoriin (pyyntö → kori): {{subject}}',
    en: 'Copied an order request to a cart (request → cart): {{subject}}',
    sv: 'Kopierade en beställningsbegäran till en varukorg (begäran → korg): {{subject}}',
  },
  'order-request.order': {
    fi: 'Tilasi tilauspyynnön tiedoston (pyyntö → tilaus): {{subject}}',
    en: "Ordered an order request's file (request → order): {{subject}}",
    sv: 'Beställde filen i en beställningsbegäran (begäran → beställning): {{subject}}',
  },
  'approval-rule.create': {
    fi: 'Lisäsi hyväksyntäsäännön: {{subject}}',
    en: 'Added approval rule: {{subject}}',
    sv: 'Lade till godkännanderegel: {{subject}}',
  },
  'approval-rule.approvers': {
    fi: 'Nimesi hyväksyjät säännölle: {{subject}}',
    en: 'Named the approvers of approval rule: {{subject}}',
    sv: 'Utsåg godkännarna för regeln: {{subject}}',
  },
  'approval-rule.delete': {
    fi: 'Poisti hyväksyntäsäännön: {{subject}}',
    en: 'Removed approval rule: {{subject}}',
    sv: 'Tog bort godkännanderegel: {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const ORDER_REQUEST_AUDITED_ROUTES = {
  'POST /api/businesses/:id/users/:uid/orderrequests': 'order-request.create',
  'POST /api/businesses/:id/users/:uid/orderrequests/:requestId/updatestatus': 'order-request.done',
  'POST /api/businesses/:id/users/:uid/orderrequests/:requestId': 'order-request.proceed',
  'POST /api/businesses/:id/approvalrules': 'approval-rule.create',
  'DELETE /api/businesses/:id/approvalrules/:ruleId': 'approval-rule.delete',
  'PUT /api/businesses/:id/approvalrules/:ruleId/approvers': 'approval-rule.approvers',
} as const satisfies Readonly<Record<string, keyof typeof ORDER_REQUEST_ACTION_TEXTS>>;
