import type { Language } from '@kaista/domain/shared/formatting';

/** `{link}` is filled in where the text is used. */
const en = {
  linkInvalidTitle: 'The link no longer works',
  inviteTitle: 'Welcome to Kaista',
  inviteHelp:
    'You were invited to the business portal. Choose a password for your account; you log in with your e-mail address and this password.',
  inviteDone: 'Your password is set. Log in with your e-mail address and the new password.',
  forgotTitle: 'Forgot your password?',
  emailLabel: 'E-mail',
  forgotHelp: 'Type the e-mail address of your account and we will send a link for setting a new password.',
  forgotSubmit: 'Send the link',
  forgotSent:
    'If the address belongs to a Kaista account, a link for setting a new password was sent to it. The link works for 30 minutes.',
  resetTitle: 'Set a new password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  passwordRule: 'At least 12 characters.',
  resetSubmit: 'Set the password',
  resetDone: 'Your password was changed and you were logged out everywhere. Log in with the new password.',
  resetInvalid:
    'This link has expired or was already used: a link works once. Ask for a new link to set your password.',
  newLink: 'Ask for a new link',
  backToLogin: 'Back to login',
  VALIDATION_ERROR: 'Type your e-mail address.',
  PASSWORD_TOO_SHORT: 'The password must be at least 12 characters long.',
  PASSWORD_TOO_LONG: 'The password can be at most 256 characters long.',
  PASSWORDS_DIFFER: 'The passwords do not match.',
  emailSubject: 'A new password for Kaista',
  emailBody:
    'Someone asked for a new password for your Kaista account. Open this link within 30 minutes to set one:\n\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.',
};

export type PasswordResetTexts = Record<keyof typeof en, string>;

const fi: PasswordResetTexts = {
  linkInvalidTitle: 'Linkki ei enää toimi',
  inviteTitle: 'Tervetuloa Kaistaan',
  inviteHelp:
    'Sinut on kutsuttu yritysportaaliin. Valitse tilillesi salasana; kirjaudut sähköpostiosoitteellasi ja tällä salasanalla.',
  inviteDone: 'Salasanasi on asetettu. Kirjaudu sähköpostiosoitteellasi ja uudella salasanalla.',
  forgotTitle: 'Unohditko salasanasi?',
  emailLabel: 'Sähköposti',
  forgotHelp: 'Kirjoita tilisi sähköpostiosoite, niin lähetämme linkin uuden salasanan asettamiseen.',
  forgotSubmit: 'Lähetä linkki',
  forgotSent:
    'Jos osoite kuuluu Kaistan käyttäjätilille, siihen lähetettiin linkki uuden salasanan asettamiseen. Linkki toimii 30 minuuttia.',
  resetTitle: 'Aseta uusi salasana',
  newPassword: 'Uusi salasana',
  confirmPassword: 'Uusi salasana uudelleen',
  passwordRule: 'Vähintään 12 merkkiä.',
  resetSubmit: 'Aseta salasana',
  resetDone: 'Salasanasi vaihdettiin ja sinut kirjattiin ulos kaikkialta. Kirjaudu uudella salasanalla.',
  resetInvalid:
    'Linkki on vanhentunut tai jo käytetty: linkki toimii vain kerran. Pyydä uusi linkki salasanan asettamiseen.',
  newLink: 'Pyydä uusi linkki',
  backToLogin: 'Takaisin kirjautumiseen',
  VALIDATION_ERROR: 'Kirjoita sähköpostiosoitteesi.',
  PASSWORD_TOO_SHORT: 'Salasanassa pitää olla vähintään 12 merkkiä.',
  PASSWORD_TOO_LONG: 'Salasanassa voi olla enintään 256 merkkiä.',
  PASSWORDS_DIFFER: 'Salasanat eivät täsmää.',
  emailSubject: 'Uusi salasana Kaistaan',
  emailBody:
    'Kaistan käyttäjätilillesi pyydettiin uutta salasanaa. Avaa tämä linkki 30 minuutin kuluessa ja aseta salasana:\n\n{link}\n\nJos et pyytänyt sitä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
};

const sv: PasswordResetTexts = {
  linkInvalidTitle: 'Länken fungerar inte längre',
  inviteTitle: 'Välkommen till Kaista',
  inviteHelp:
    'Du har bjudits in till företagsportalen. Välj ett lösenord för ditt konto; du loggar in med din e-postadress och detta lösenord.',
  inviteDone: 'Ditt lösenord är sparat. Logga in med din e-postadress och det nya lösenordet.',
  forgotTitle: 'Glömt lösenordet?',
  emailLabel: 'E-post',
  forgotHelp: 'Skriv e-postadressen till ditt konto så skickar vi en länk för att välja ett nytt lösenord.',
  forgotSubmit: 'Skicka länken',
  forgotSent:
    'Om adressen hör till ett Kaista-konto skickades en länk för att välja ett nytt lösenord till den. Länken fungerar i 30 minuter.',
  resetTitle: 'Välj ett nytt lösenord',
  newPassword: 'Nytt lösenord',
  confirmPassword: 'Nytt lösenord igen',
  passwordRule: 'Minst 12 tecken.',
  resetSubmit: 'Spara lösenordet',
  resetDone: 'Ditt lösenord ändrades och du loggades ut överallt. Logga in med det nya lösenordet.',
  resetInvalid:
    'Länken har gått ut eller redan använts: en länk fungerar bara en gång. Be om en ny länk för att välja lösenord.',
  newLink: 'Be om en ny länk',
  backToLogin: 'Tillbaka till inloggningen',
  VALIDATION_ERROR: 'Skriv din e-postadress.',
  PASSWORD_TOO_SHORT: 'Lösenordet måste vara minst 12 tecken långt.',
  PASSWORD_TOO_LONG: 'Lösenordet får vara högst 256 tecken långt.',
  PASSWORDS_DIFFER: 'Lösenorden stämmer inte överens.',
  emailSubject: 'Ett nytt lösenord för Kaista',
  emailBody:
    'Någon bad om ett nytt lösenord för ditt Kaista-konto. Öppna länken inom 30 minuter för att välja ett:\n\n{link}\n\nOm det inte var du kan du strunta i meddelandet: ditt lösenord förblir som det är.',
};

const TEXTS: Record<Language, PasswordResetTexts> = { fi, en, sv };

export function passwordResetTexts(language: Language): PasswordResetTexts {
  return TEXTS[language];
}
