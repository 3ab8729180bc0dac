import type { Language } from '@kaista/domain';

type LoginTextKey =
  | 'title'
  | 'email'
  | 'password'
  | 'submit'
  | 'codeTitle'
  | 'codeHelp'
  | 'code'
  | 'verify'
  | 'logoutTitle'
  | 'logoutHelp'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_REQUESTS'
  | 'LOGIN_BUSY'
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'VALIDATION_ERROR';

export type LoginTexts = Record<LoginTextKey, string>;

const TEXTS: Record<Language, LoginTexts> = {
  fi: {
    title: 'Kirjaudu Kaistaan',
    email: 'Sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu',
    codeTitle: 'Vahvista kirjautuminen',
    codeHelp: 'Lähetimme tekstiviestillä 6-numeroisen koodin.',
    code: 'Koodi',
    verify: 'Vahvista',
    logoutTitle: 'Kirjaudu ulos',
    logoutHelp: 'Haluatko kirjautua ulos Kaistasta?',
    INVALID_CREDENTIALS: 'Väärä sähköpostiosoite tai salasana.',
    TOO_MANY_REQUESTS: 'Liian monta epäonnistunutta kirjautumista. Yritä uudelleen 15 minuutin kuluttua.',
    LOGIN_BUSY: 'Verkostasi tulee juuri nyt liian monta kirjautumista. Yritä hetken kuluttua uudelleen.',
    INVALID_CODE: 'Väärä koodi.',
    CODE_EXPIRED: 'Koodi on vanhentunut. Kirjaudu uudelleen.',
    VALIDATION_ERROR: 'Täytä kaikki kentät.',
  },
  en: {
    title: 'Log in to Kaista',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    codeTitle: 'Confirm your login',
    codeHelp: 'We sent a 6-digit code by text message.',
    code: 'Code',
    verify: 'Confirm',
    logoutTitle: 'Log out',
    logoutHelp: 'Do you want to log out of Kaista?',
    INVALID_CREDENTIALS: 'Wrong e-mail address or password.',
    TOO_MANY_REQUESTS: 'Too many failed logins. Try again in 15 minutes.',
    LOGIN_BUSY: 'Too many logins from your network at once. Try again in a moment.',
    INVALID_CODE: 'Wrong code.',
    CODE_EXPIRED: 'The code has expired. Log in again.',
    VALIDATION_ERROR: 'Fill in every field.',
  },
  sv: {
    title: 'Logga in på Kaista',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    codeTitle: 'Bekräfta inloggningen',
    codeHelp: 'Vi skickade en sexsiffrig kod per sms.',
    code: 'Kod',
    verify: 'Bekräfta',
    logoutTitle: 'Logga ut',
    logoutHelp: 'Vill du logga ut från Kaista?',
    INVALID_CREDENTIALS: 'Fel e-postadress eller lösenord.',
    TOO_MANY_REQUESTS: 'För många misslyckade inloggningar. Försök igen om 15 minuter.',
    LOGIN_BUSY: 'För många inloggningar från ditt nätverk just nu. Försök igen om en stund.',
    INVALID_CODE: 'Fel kod.',
    CODE_EXPIRED: 'Koden har gått ut. Logga in igen.',
    VALIDATION_ERROR: 'Fyll i alla fält.',
  },
};

export function loginTexts(language: Language): LoginTexts {
  return TEXTS[language];
}

export function loginErrorText(texts: LoginTexts, code: string): string {
  return code in texts ? texts[code as keyof LoginTexts] : texts.INVALID_CREDENTIALS;
}
