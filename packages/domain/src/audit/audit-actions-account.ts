import type { AuditActionTexts } from './audit-action-texts';

/** Acting as a user, the user's own settings, the environment mode and signing out. */
export const ACCOUNT_ACTION_TEXTS = {
  'impersonation.start': {
    fi: 'Aloitti toimimisen käyttäjänä {{user}}',
    en: 'Started acting as {{user}}',
    sv: 'Började agera som {{user}}',
  },
  'impersonation.stop': {
    fi: 'Lopetti toimimisen käyttäjänä {{user}}',
    en: 'Stopped acting as {{user}}',
    sv: 'Slutade agera som {{user}}',
  },
  'profile.update': {
    fi: 'Muutti käyttäjän asetuksia',
    en: "Changed the user's settings",
    sv: 'Ändrade användarens inställningar',
  },
  'environment.change': {
    fi: 'Vaihtoi ympäristötilaa',
    en: 'Changed the environment mode',
    sv: 'Bytte miljöläge',
  },
  'session.end': { fi: 'Kirjautui ulos', en: 'Signed out', sv: 'Loggade ut' },
  'session.end-others': {
    fi: 'Kirjautui ulos kaikkialta muualta',
    en: 'Signed out everywhere else',
    sv: 'Loggade ut överallt annars',
  },
} as const satisfies AuditActionTexts;

export const ACCOUNT_AUDITED_ROUTES = {
  'POST /api/businesses/:id/impersonations/:uid': 'impersonation.start',
  'DELETE /api/impersonations': 'impersonation.stop',
  'PUT /api/users/self/profile': 'profile.update',
  'PUT /api/environmentmode': 'environment.change',
  'DELETE /api/sessions': 'session.end',
  'DELETE /api/users/self/sessions/others': 'session.end-others',
} as const satisfies Readonly<Record<string, keyof typeof ACCOUNT_ACTION_TEXTS>>;
