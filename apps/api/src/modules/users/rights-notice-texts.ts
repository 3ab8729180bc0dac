import type { Language } from '@kaista/domain/shared/formatting';

interface RightsNoticeFields {
  company: string;
  /** The company's home in the portal; null when no origin can be trusted. */
  link: string | null;
}

const TEXTS: Record<Language, { subject: string; body: string; link: string }> = {
  en: {
    subject: 'Your rights in {company} changed',
    body: 'An administrator of {company} changed your roles and permissions in the business portal. The change is in force from your next step in the portal.',
    link: 'Sign in to the portal: {link}',
  },
  fi: {
    subject: 'Oikeutesi yrityksessä {company} muuttuivat',
    body: 'Yrityksen {company} pääkäyttäjä muutti roolejasi ja käyttöoikeuksiasi yritysportaalissa. Muutos on voimassa seuraavasta toiminnostasi portaalissa alkaen.',
    link: 'Kirjaudu portaaliin: {link}',
  },
  sv: {
    subject: 'Dina rättigheter i {company} har ändrats',
    body: 'En administratör på {company} ändrade dina roller och behörigheter i företagsportalen. Ändringen gäller från ditt nästa steg i portalen.',
    link: 'Logga in i portalen: {link}',
  },
};

const fill = (text: string, fields: RightsNoticeFields) =>
  text.replaceAll('{company}', fields.company).replaceAll('{link}', fields.link ?? '');

/** The e-mail telling a user that their rights changed, in their language. */
export function rightsNoticeMail(language: Language, fields: RightsNoticeFields) {
  const texts = TEXTS[language];
  const body = fill(texts.body, fields);
  return {
    subject: fill(texts.subject, fields),
    text: fields.link ? `${body}\n\n${fill(texts.link, fields)}` : body,
  };
}
