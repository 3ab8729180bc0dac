import type { AuditActionTexts } from './audit-action-texts';

/** Support requests, the desk's work on them and the contact groups they are sent to. */
export const TICKET_ACTION_TEXTS = {
  'ticket.create': {
    fi: 'Loi tukipyynnön {{subject}}',
    en: 'Created support request {{subject}}',
    sv: 'Skapade supportärende {{subject}}',
  },
  'ticket.comment': {
    fi: 'Kommentoi tukipyyntöä {{subject}}',
    en: 'Commented on support request {{subject}}',
    sv: 'Kommenterade supportärende {{subject}}',
  },
  'ticket.attach': {
    fi: 'Liitti tiedoston tukipyyntöön {{subject}}',
    en: 'Attached a file to support request {{subject}}',
    sv: 'Bifogade en fil till supportärende {{subject}}',
  },
  'ticket.withdraw': {
    fi: 'Perui tukipyynnön {{subject}}',
    en: 'Withdrew support request {{subject}}',
    sv: 'Drog tillbaka supportärende {{subject}}',
  },
  'ticket.status': {
    fi: 'Muutti tukipyynnön {{subject}} tilaa',
    en: 'Changed the status of support request {{subject}}',
    sv: 'Ändrade status för supportärende {{subject}}',
  },
  // The subject names the details before and after, e.g. "#12: visitDate 2026-12-10 → 2026-12-14".
  'ticket.details': {
    fi: 'Muutti tukipyynnön {{subject}} tietoja',
    en: 'Changed the details of support request {{subject}}',
    sv: 'Ändrade uppgifterna för supportärende {{subject}}',
  },
  'ticket.assign': {
    fi: 'Muutti tukipyynnön {{subject}} käsittelijää',
    en: 'Changed who handles support request {{subject}}',
    sv: 'Ändrade handläggare för supportärende {{subject}}',
  },
  // Says no more than that the desk worked on it: the internal note itself stays with the desk.
  'ticket.note': {
    fi: 'Käsitteli tukipyyntöä {{subject}}',
    en: 'Worked on support request {{subject}}',
    sv: 'Hanterade supportärende {{subject}}',
  },
  'contact-group.create': {
    fi: 'Lisäsi yhteysryhmän {{subject}}',
    en: 'Added the contact group {{subject}}',
    sv: 'Lade till kontaktgruppen {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const TICKET_AUDITED_ROUTES = {
  'POST /api/businesses/:id/tickets': 'ticket.create',
  'POST /api/businesses/:id/tickets/:ticketId/comments': 'ticket.comment',
  'POST /api/businesses/:id/tickets/:ticketId/attachments': 'ticket.attach',
  'POST /api/businesses/:id/invalidateCase': 'ticket.withdraw',
  'PUT /api/businesses/:id/tickets/:ticketId/status': 'ticket.status',
  'PUT /api/businesses/:id/tickets/:ticketId/assignee': 'ticket.assign',
  'PUT /api/businesses/:id/tickets/:ticketId/details': 'ticket.details',
  'POST /api/businesses/:id/tickets/:ticketId/notes': 'ticket.note',
  'POST /api/businesses/:id/contactgroups': 'contact-group.create',
} as const satisfies Readonly<Record<string, keyof typeof TICKET_ACTION_TEXTS>>;
