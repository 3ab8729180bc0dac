import type { Language } from '@kaista/domain/shared/formatting';

/** `{n}` and `{phone}` are filled in where the text is shown. */
const en = {
  title: 'Log in to Kaista',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  forgotLink: 'Forgot password?',
  codeTitle: 'Confirm your login',
  codeHelp: 'We sent a 6-digit code by text message to {phone}.',
  code: 'Code',
  verify: 'Confirm',
  resend: 'Send a new code',
  resent: 'A new code was sent. The previous code no longer works.',
  logoutTitle: 'Log out',
  logoutHelp: 'Do you want to log out of Kaista?',
  logoutCancel: 'Back to Kaista',
  INVALID_CREDENTIALS: 'Wrong e-mail address or password.',
  TOO_MANY_REQUESTS: 'Too many failed logins. Try again in 15 minutes.',
  LOGIN_BUSY: 'Too many logins from your network at once. Try again in a moment.',
  INVALID_CODE: 'Wrong code. Tries left: {n}.',
  CODE_TRIES_USED: 'Wrong code, and no tries are left. Log in again.',
  CODE_EXPIRED: 'The code has expired. Log in again.',
  RESEND_TOO_SOON: 'You can ask for a new code in {n} seconds.',
  RESEND_LIMIT: 'No more codes are sent for this login. If no code arrives, log in again.',
  VALIDATION_ERROR: 'Fill in every field.',
};

export type LoginTexts = Record<keyof typeof en, string>;

const fi: LoginTexts = {
  title: 'Kirjaudu Kaistaan',
  email: 'Sähköposti',
  password: 'Salasana',
  submit: 'Kirjaudu',
  forgotLink: 'Unohditko salasanan?',
  codeTitle: 'Vahvista kirjautuminen',
  codeHelp: 'Lähetimme 6-numeroisen koodin tekstiviestillä numeroon {phone}.',
  code: 'Koodi',
  verify: 'Vahvista',
  resend: 'Lähetä uusi koodi',
  resent: 'Uusi koodi lähetetty. Aiempi koodi ei enää käy.',
  logoutTitle: 'Kirjaudu ulos',
  logoutHelp: 'Haluatko kirjautua ulos Kaistasta?',
  logoutCancel: 'Takaisin Kaistaan',
  INVALID_CREDENTIALS: 'Väärä sähköpostiosoite tai salasana.',
  TOO_MANY_REQUESTS: 'Liian monta epäonnistunutta kirjautumista. Yritä uudelleen 15 minuutin kuluttua.',
  LOGIN_BUSY: 'Verkostasi tulee juuri nyt liian monta kirjautumista. Yritä hetken kuluttua uudelleen.',
  INVALID_CODE: 'Väärä koodi. Yrityksiä jäljellä: {n}.',
  CODE_TRIES_USED: 'Väärä koodi, eikä yrityksiä ole enää jäljellä. Kirjaudu uudelleen.',
  CODE_EXPIRED: 'Koodi on vanhentunut. Kirjaudu uudelleen.',
  RESEND_TOO_SOON: 'Uuden koodin voi pyytää {n} sekunnin kuluttua.',
  RESEND_LIMIT: 'Tälle kirjautumiselle ei lähetetä enempää koodeja. Jos koodi ei tule, kirjaudu uudelleen.',
  VALIDATION_ERROR: 'Täytä kaikki kentät.',
};

const sv: LoginTexts = {
  title: 'Logga in på Kaista',
  email: 'E-post',
  password: 'Lösenord',
  submit: 'Logga in',
  forgotLink: 'Glömt lösenordet?',
  codeTitle: 'Bekräfta inloggningen',
  codeHelp: 'Vi skickade en sexsiffrig kod per sms till {phone}.',
  code: 'Kod',
  verify: 'Bekräfta',
  resend: 'Skicka en ny kod',
  resent: 'En ny kod skickades. Den tidigare koden gäller inte längre.',
  logoutTitle: 'Logga ut',
  logoutHelp: 'Vill du logga ut från Kaista?',
  logoutCancel: 'Tillbaka till Kaista',
  INVALID_CREDENTIALS: 'Fel e-postadress eller lösenord.',
  TOO_MANY_REQUESTS: 'För många misslyckade inloggningar. Försök igen om 15 minuter.',
  LOGIN_BUSY: 'För många inloggningar från ditt nätverk just nu. Försök igen om en stund.',
  INVALID_CODE: 'Fel kod. Försök kvar: {n}.',
  CODE_TRIES_USED: 'Fel kod, och inga försök finns kvar. Logga in igen.',
  CODE_EXPIRED: 'Koden har gått ut. Logga in igen.',
  RESEND_TOO_SOON: 'Du kan be om en ny kod om {n} sekunder.',
  RESEND_LIMIT: 'Inga fler koder skickas för den här inloggningen. Om ingen kod kommer, logga in igen.',
  VALIDATION_ERROR: 'Fyll i alla fält.',
};

const TEXTS: Record<Language, LoginTexts> = { fi, en, sv };

export function loginTexts(language: Language): LoginTexts {
  return TEXTS[language];
}

/** The text for an error code; `n` fills in the tries left or the seconds to wait. */
export function loginErrorText(texts: LoginTexts, code: string, n?: number): string {
  const text = code in texts ? texts[code as keyof LoginTexts] : texts.INVALID_CREDENTIALS;
  return n === undefined ? text : text.replace('{n}', String(n));
}
