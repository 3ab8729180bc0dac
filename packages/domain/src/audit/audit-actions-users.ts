import type { AuditActionTexts } from './audit-action-texts';

/** A company's users: adding, inviting and removing them and changing how they sign in. */
export const USER_ACTION_TEXTS = {
  'user.create': {
    fi: 'Lisäsi käyttäjän {{subject}}',
    en: 'Added the user {{subject}}',
    sv: 'Lade till användaren {{subject}}',
  },
  'user.invite': {
    fi: 'Kutsui uuden käyttäjän {{subject}} sähköpostilla',
    en: 'Invited the new user {{subject}} by e-mail',
    sv: 'Bjöd in den nya användaren {{subject}} per e-post',
  },
  'user.rights': {
    fi: 'Muutti käyttäjän oikeuksia: {{subject}}',
    en: "Changed a user's rights: {{subject}}",
    sv: 'Ändrade en användares rättigheter: {{subject}}',
  },
  'user.authentication': {
    fi: 'Muutti käyttäjän tunnistustapaa: {{subject}}',
    en: "Changed a user's sign-in method: {{subject}}",
    sv: 'Ändrade en användares inloggningssätt: {{subject}}',
  },
  'user.phone': {
    fi: 'Muutti käyttäjän matkapuhelinnumeroa: {{subject}}',
    en: "Changed a user's mobile number: {{subject}}",
    sv: 'Ändrade en användares mobilnummer: {{subject}}',
  },
  'user.enduser': {
    fi: 'Muutti käyttäjän loppukäyttäjälinkkiä: {{subject}}',
    en: "Changed a user's end-user link: {{subject}}",
    sv: 'Ändrade en användares slutanvändarlänk: {{subject}}',
  },
  'user.external-service': {
    fi: 'Muutti käyttäjän palvelun roolia: {{subject}}',
    en: "Changed a user's role in a service: {{subject}}",
    sv: 'Ändrade en användares roll i en tjänst: {{subject}}',
  },
  'user.delete': {
    fi: 'Poisti käyttäjän {{subject}}',
    en: 'Removed the user {{subject}}',
    sv: 'Tog bort användaren {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const USER_AUDITED_ROUTES = {
  'POST /api/businesses/:id/users': 'user.create',
  'PUT /api/businesses/:id/users/:userId/roles': 'user.rights',
  'PUT /api/businesses/:id/users/:userId/authentication': 'user.authentication',
  'PUT /api/businesses/:id/users/:userId/phone': 'user.phone',
  'DELETE /api/businesses/:id/users/:userId': 'user.delete',
  'POST /api/businesses/:id/users/:userId/enduser': 'user.enduser',
  'POST /api/businesses/:id/users/:userId/externalservice/:service': 'user.external-service',
  'PUT /api/businesses/:id/users/:userId/externalservice/:service': 'user.external-service',
} as const satisfies Readonly<Record<string, keyof typeof USER_ACTION_TEXTS>>;
