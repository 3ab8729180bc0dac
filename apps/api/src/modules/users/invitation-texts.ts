import type { Language } from '@kaista/domain/shared/formatting';

interface InvitationFields {
  company: string;
  /** The one-time link, or the portal's address for someone who already has a password. */
  link: string;
  days: number;
}

const TEXTS: Record<
  Language,
  Record<'inviteSubject' | 'inviteBody' | 'addedSubject' | 'addedBody', string>
> = {
  en: {
    inviteSubject: 'You were invited to the business portal of {company}',
    inviteBody:
      'An administrator of {company} added you as a user of the business portal. Open this link within {days} days to choose your password:\n\n{link}\n\nThe link works once. If it has expired, ask for a new one on the page it opens.',
    addedSubject: 'You now have access to {company}',
    addedBody:
      'An administrator of {company} added you to the company in the business portal. Log in with your current e-mail address and password, and choose the company from the user menu:\n\n{link}',
  },
  fi: {
    inviteSubject: 'Sinut on kutsuttu yrityksen {company} yritysportaaliin',
    inviteBody:
      'Yrityksen {company} pääkäyttäjä lisäsi sinut yritysportaalin käyttäjäksi. Avaa tämä linkki {days} päivän kuluessa ja valitse salasanasi:\n\n{link}\n\nLinkki toimii kerran. Jos se on vanhentunut, pyydä uusi linkki sivulta, jonka se avaa.',
    addedSubject: 'Sinulla on nyt pääsy yritykseen {company}',
    addedBody:
      'Yrityksen {company} pääkäyttäjä lisäsi sinut yritykseen yritysportaalissa. Kirjaudu nykyisellä sähköpostiosoitteellasi ja salasanallasi ja valitse yritys käyttäjävalikosta:\n\n{link}',
  },
  sv: {
    inviteSubject: 'Du har bjudits in till företagsportalen för {company}',
    inviteBody:
      'En administratör på {company} lade till dig som användare av företagsportalen. Öppna länken inom {days} dagar och välj ditt lösenord:\n\n{link}\n\nLänken fungerar en gång. Om den har gått ut kan du be om en ny på sidan den öppnar.',
    addedSubject: 'Du har nu tillgång till {company}',
    addedBody:
      'En administratör på {company} lade till dig i företaget i företagsportalen. Logga in med din nuvarande e-postadress och ditt lösenord och välj företaget i användarmenyn:\n\n{link}',
  },
};

const fill = (text: string, fields: InvitationFields) =>
  text
    .replaceAll('{company}', fields.company)
    .replaceAll('{link}', fields.link)
    .replaceAll('{days}', String(fields.days));

/** The invitation of a new person (a link to set a password), or the notice to one who already has one. */
export function invitationMail(language: Language, kind: 'invite' | 'added', fields: InvitationFields) {
  const texts = TEXTS[language];
  return kind === 'invite'
    ? { subject: fill(texts.inviteSubject, fields), text: fill(texts.inviteBody, fields) }
    : { subject: fill(texts.addedSubject, fields), text: fill(texts.addedBody, fields) };
}
