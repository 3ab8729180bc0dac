import type { Language } from '@kaista/domain/shared/formatting';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kaista/domain/shared/validation';
import { escapeHtml } from '../../html';
import { errorBlock, page } from './login-page';
import type { PasswordLinkPurpose } from '../../plugins/session/password-links';
import type { PasswordResetTexts } from './password-reset-texts';

const backLink = (language: Language, texts: PasswordResetTexts) =>
  `<p class="back"><a href="/gauth/login?lang=${language}">${escapeHtml(texts.backToLogin)}</a></p>`;

/** The form asking for the e-mail address; `sent` replaces it with the one answer every address gets. */
export function renderForgotForm(
  language: Language,
  texts: PasswordResetTexts,
  view: { error: string | null; sent: boolean },
): string {
  const body = view.sent
    ? `<p class="notice" role="status">${escapeHtml(texts.forgotSent)}</p>`
    : `${errorBlock(view.error)}<p>${escapeHtml(texts.forgotHelp)}</p>
<form method="post" action="/gauth/password/forgot?lang=${language}">
<label for="email">${escapeHtml(texts.emailLabel)}</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<button type="submit">${escapeHtml(texts.forgotSubmit)}</button></form>`;
  return page(language, texts.forgotTitle, body + backLink(language, texts));
}

/**
 * The form for the new password, carrying the link's token in a hidden field; an invitation greets the new
 * user instead of speaking of a forgotten password.
 */
export function renderResetForm(
  language: Language,
  texts: PasswordResetTexts,
  view: { token: string; error: string | null; purpose: PasswordLinkPurpose },
): string {
  const limits = `minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required`;
  const invited = view.purpose === 'invitation';
  const welcome = invited ? `<p>${escapeHtml(texts.inviteHelp)}</p>` : '';
  return page(
    language,
    invited ? texts.inviteTitle : texts.resetTitle,
    `${errorBlock(view.error)}${welcome}<form method="post" action="/gauth/password/reset?lang=${language}">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<input type="hidden" name="purpose" value="${view.purpose}">
<label for="password">${escapeHtml(texts.newPassword)}</label><input id="password" name="password" type="password" autocomplete="new-password" aria-describedby="rule" ${limits} autofocus>
<p id="rule">${escapeHtml(texts.passwordRule)}</p>
<label for="confirm">${escapeHtml(texts.confirmPassword)}</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" ${limits}>
<button type="submit">${escapeHtml(texts.resetSubmit)}</button></form>`,
  );
}

/**
 * An outcome without a form: the link was no good (used, expired or unknown: the way to a new link works for
 * an invited user too), or the password was set (`welcomed` after an invitation).
 */
export function renderResetOutcome(
  language: Language,
  texts: PasswordResetTexts,
  outcome: 'invalid' | 'done' | 'welcomed',
): string {
  if (outcome === 'invalid')
    return page(
      language,
      texts.linkInvalidTitle,
      `<p class="error" role="alert">${escapeHtml(texts.resetInvalid)}</p>
<p class="back"><a href="/gauth/password/forgot?lang=${language}">${escapeHtml(texts.newLink)}</a></p>`,
    );
  const welcomed = outcome === 'welcomed';
  const done = welcomed ? texts.inviteDone : texts.resetDone;
  return page(
    language,
    welcomed ? texts.inviteTitle : texts.resetTitle,
    `<p class="notice" role="status">${escapeHtml(done)}</p>${backLink(language, texts)}`,
  );
}
