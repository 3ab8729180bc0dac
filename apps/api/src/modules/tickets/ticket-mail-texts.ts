import type { Language } from '@kaista/domain/shared/formatting';

/** What the desk did that the customer is told of by e-mail; ACCEPTED only of a ticket for a day (a visit). */
export const CUSTOMER_MAIL_EVENTS = ['reply', 'ACCEPTED', 'PENDING_CUSTOMER', 'RESOLVED'] as const;
/** What the customer did that the desk member who has the ticket is told of: an answer, a change, a withdrawal. */
export const DESK_MAIL_EVENTS = ['customer-reply', 'details', 'withdrawn'] as const;
export const TICKET_MAIL_EVENTS = [...CUSTOMER_MAIL_EVENTS, ...DESK_MAIL_EVENTS] as const;
export type TicketMailEvent = (typeof TICKET_MAIL_EVENTS)[number];
export type DeskMailEvent = (typeof DESK_MAIL_EVENTS)[number];

interface MailText {
  subject: string;
  body: string;
}

/** `{number}`, `{subject}`, `{company}`, `{day}`, `{days}` and `{link}` are filled in where the text is used. */
type TicketMailTexts = Record<TicketMailEvent, MailText> & { link: string };

const TEXTS: Record<Language, TicketMailTexts> = {
  en: {
    reply: {
      subject: 'Customer care answered your support request #{number}',
      body: 'Customer care answered your support request #{number} "{subject}".',
    },
    ACCEPTED: {
      subject: 'Your support request #{number} for {day} was accepted',
      body: 'Customer care accepted your support request #{number} "{subject}" for {day}. Tell us on the request if the day changes.',
    },
    PENDING_CUSTOMER: {
      subject: 'Your support request #{number} waits for your reply',
      body: 'Customer care needs more details for your support request #{number} "{subject}". Please answer on the request.',
    },
    RESOLVED: {
      subject: 'Your support request #{number} was resolved',
      body: 'Your support request #{number} "{subject}" was resolved. It closes by itself in {days} days; answer on the request if the matter is not settled.',
    },
    'customer-reply': {
      subject: 'The customer answered support request #{number}',
      body: '{company} answered the support request #{number} "{subject}" that you are handling.',
    },
    details: {
      subject: 'The customer changed the details of support request #{number}',
      body: '{company} changed the details of the support request #{number} "{subject}" that you are handling, such as the day of a visit or the carrier of a shipment.',
    },
    withdrawn: {
      subject: 'The customer withdrew support request #{number}',
      body: '{company} withdrew the support request #{number} "{subject}" that you are handling: it needs no more work.',
    },
    link: 'Open the support request: {link}',
  },
  fi: {
    reply: {
      subject: 'Asiakaspalvelu vastasi tukipyyntöösi #{number}',
      body: 'Asiakaspalvelu vastasi tukipyyntöösi #{number} "{subject}".',
    },
    ACCEPTED: {
      subject: 'Tukipyyntösi #{number} päivälle {day} on vastaanotettu',
      body: 'Asiakaspalvelu vastaanotti tukipyyntösi #{number} "{subject}" päivälle {day}. Kerro tukipyynnössä, jos päivä muuttuu.',
    },
    PENDING_CUSTOMER: {
      subject: 'Tukipyyntösi #{number} odottaa vastaustasi',
      body: 'Asiakaspalvelu tarvitsee lisätietoja tukipyyntöösi #{number} "{subject}". Vastaathan tukipyynnössä.',
    },
    RESOLVED: {
      subject: 'Tukipyyntösi #{number} on ratkaistu',
      body: 'Tukipyyntösi #{number} "{subject}" on ratkaistu. Se sulkeutuu itsestään {days} päivän kuluttua; vastaa tukipyynnössä, jos asia ei ole kunnossa.',
    },
    'customer-reply': {
      subject: 'Asiakas vastasi tukipyyntöön #{number}',
      body: '{company} vastasi käsittelemääsi tukipyyntöön #{number} "{subject}".',
    },
    details: {
      subject: 'Asiakas muutti tukipyynnön #{number} tietoja',
      body: '{company} muutti käsittelemäsi tukipyynnön #{number} "{subject}" tietoja, kuten käynnin päivää tai lähetyksen kuljetusliikettä.',
    },
    withdrawn: {
      subject: 'Asiakas perui tukipyynnön #{number}',
      body: '{company} perui käsittelemäsi tukipyynnön #{number} "{subject}": sitä ei tarvitse enää käsitellä.',
    },
    link: 'Avaa tukipyyntö: {link}',
  },
  sv: {
    reply: {
      subject: 'Kundtjänst svarade på ditt supportärende #{number}',
      body: 'Kundtjänst svarade på ditt supportärende #{number} "{subject}".',
    },
    ACCEPTED: {
      subject: 'Ditt supportärende #{number} för {day} har tagits emot',
      body: 'Kundtjänst tog emot ditt supportärende #{number} "{subject}" för {day}. Meddela i ärendet om dagen ändras.',
    },
    PENDING_CUSTOMER: {
      subject: 'Ditt supportärende #{number} väntar på ditt svar',
      body: 'Kundtjänst behöver mer information om ditt supportärende #{number} "{subject}". Svara i ärendet.',
    },
    RESOLVED: {
      subject: 'Ditt supportärende #{number} är löst',
      body: 'Ditt supportärende #{number} "{subject}" är löst. Det stängs av sig självt om {days} dagar; svara i ärendet om saken inte är klar.',
    },
    'customer-reply': {
      subject: 'Kunden svarade på supportärende #{number}',
      body: '{company} svarade på supportärendet #{number} "{subject}" som du handlägger.',
    },
    details: {
      subject: 'Kunden ändrade uppgifterna i supportärende #{number}',
      body: '{company} ändrade uppgifterna i supportärendet #{number} "{subject}" som du handlägger, till exempel ett besöks dag eller en leverans transportör.',
    },
    withdrawn: {
      subject: 'Kunden drog tillbaka supportärende #{number}',
      body: '{company} drog tillbaka supportärendet #{number} "{subject}" som du handlägger: det behöver inte hanteras längre.',
    },
    link: 'Öppna supportärendet: {link}',
  },
};

export interface TicketMailFields {
  number: number;
  subject: string;
  /** The customer's company, named to the desk. */
  company: string;
  /** The day the ticket is for, as people read it ("10.12.2026 09:30"); empty for one without a day. */
  day: string;
  days: number;
  /** The ticket's address in the portal; null when no origin can be trusted. */
  link: string | null;
}

/** In one pass, so that a subject's own "{link}" or "{company}" stays as the customer wrote it. */
const fill = (text: string, fields: TicketMailFields) => {
  const values: Record<string, string> = {
    number: String(fields.number),
    subject: fields.subject,
    company: fields.company,
    day: fields.day,
    days: String(fields.days),
    link: fields.link ?? '',
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
};

/** The e-mail of one event of a ticket in the recipient's language. */
export function ticketMail(language: Language, event: TicketMailEvent, fields: TicketMailFields) {
  const texts = TEXTS[language];
  const body = fill(texts[event].body, fields);
  return {
    subject: fill(texts[event].subject, fields),
    text: fields.link ? `${body}\n\n${fill(texts.link, fields)}` : body,
  };
}
