import type { Language } from '@kaista/domain/shared/formatting';

/** What the desk did that the customer is told of by e-mail. */
export const CUSTOMER_MAIL_EVENTS = ['reply', 'PENDING_CUSTOMER', 'RESOLVED'] as const;
export type CustomerMailEvent = (typeof CUSTOMER_MAIL_EVENTS)[number];

interface MailText {
  subject: string;
  body: string;
}

/** `{number}`, `{subject}`, `{days}` and `{link}` are filled in where the text is used. */
type CustomerMailTexts = Record<CustomerMailEvent, MailText> & { link: string };

const TEXTS: Record<Language, CustomerMailTexts> = {
  en: {
    reply: {
      subject: 'Customer care answered your support request #{number}',
      body: 'Customer care answered your support request #{number} "{subject}".',
    },
    PENDING_CUSTOMER: {
      subject: 'Your support request #{number} waits for your reply',
      body: 'Customer care needs more details for your support request #{number} "{subject}". Please answer on the request.',
    },
    RESOLVED: {
      subject: 'Your support request #{number} was resolved',
      body: 'Your support request #{number} "{subject}" was resolved. It closes by itself in {days} days; answer on the request if the matter is not settled.',
    },
    link: 'Open the support request: {link}',
  },
  fi: {
    reply: {
      subject: 'Asiakaspalvelu vastasi tukipyyntöösi #{number}',
      body: 'Asiakaspalvelu vastasi tukipyyntöösi #{number} "{subject}".',
    },
    PENDING_CUSTOMER: {
      subject: 'Tukipyyntösi #{number} odottaa vastaustasi',
      body: 'Asiakaspalvelu tarvitsee lisätietoja tukipyyntöösi #{number} "{subject}". Vastaathan tukipyynnössä.',
    },
    RESOLVED: {
      subject: 'Tukipyyntösi #{number} on ratkaistu',
      body: 'Tukipyyntösi #{number} "{subject}" on ratkaistu. Se sulkeutuu itsestään {days} päivän kuluttua; vastaa tukipyynnössä, jos asia ei ole kunnossa.',
    },
    link: 'Avaa tukipyyntö: {link}',
  },
  sv: {
    reply: {
      subject: 'Kundtjänst svarade på ditt supportärende #{number}',
      body: 'Kundtjänst svarade på ditt supportärende #{number} "{subject}".',
    },
    PENDING_CUSTOMER: {
      subject: 'Ditt supportärende #{number} väntar på ditt svar',
      body: 'Kundtjänst behöver mer information om ditt supportärende #{number} "{subject}". Svara i ärendet.',
    },
    RESOLVED: {
      subject: 'Ditt supportärende #{number} är löst',
      body: 'Ditt supportärende #{number} "{subject}" är löst. Det stängs av sig självt om {days} dagar; svara i ärendet om saken inte är klar.',
    },
    link: 'Öppna supportärendet: {link}',
  },
};

export interface CustomerMailFields {
  number: number;
  subject: string;
  days: number;
  /** The ticket's address in the portal; null when no origin can be trusted. */
  link: string | null;
}

const fill = (text: string, fields: CustomerMailFields) =>
  text
    .replaceAll('{number}', String(fields.number))
    .replaceAll('{subject}', fields.subject)
    .replaceAll('{days}', String(fields.days))
    .replaceAll('{link}', fields.link ?? '');

/** The e-mail of one desk event in the recipient's language. */
export function customerMail(language: Language, event: CustomerMailEvent, fields: CustomerMailFields) {
  const texts = TEXTS[language];
  const body = fill(texts[event].body, fields);
  return {
    subject: fill(texts[event].subject, fields),
    text: fields.link ? `${body}\n\n${fill(texts.link, fields)}` : body,
  };
}
