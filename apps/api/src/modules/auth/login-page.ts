import { escapeHtml } from '../../html';
import type { Language } from '@kaista/domain/shared/formatting';
import type { LoginTexts } from './login-texts';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1b2430}
main{max-width:360px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 24px}label{display:block;font-weight:600;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #8a94a3;border-radius:4px;font-size:1rem}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:4px;background:#0b5cad;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fdecec;border-left:4px solid #c62828;padding:8px 12px;margin-bottom:8px}
.notice{background:#e8f3ea;border-left:4px solid #2e7d32;padding:8px 12px;margin-bottom:8px}
.back{margin:16px 0 0;text-align:center}a{color:#0b5cad}
button.secondary{margin-top:12px;background:#fff;color:#0b5cad;border:1px solid #0b5cad}
.logo{font-weight:800;color:#0b5cad;letter-spacing:.04em;margin-bottom:16px}`;

export function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} – Kaista</title>
<style>${STYLE}</style></head><body><main><div class="logo">KAISTA</div><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function errorBlock(error: string | null): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

export interface LoginFormView {
  language: Language;
  texts: LoginTexts;
  state: string | null;
  email: string;
  error: string | null;
}

export function renderLoginForm({ language, texts, state, email, error }: LoginFormView): string {
  const stateField = state ? `<input type="hidden" name="state" value="${escapeHtml(state)}">` : '';
  return page(
    language,
    texts.title,
    `${errorBlock(error)}<form method="post" action="/gauth/login?lang=${language}">${stateField}
<label for="email">${texts.email}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">${texts.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${texts.submit}</button></form>
<p class="back"><a href="/gauth/password/forgot?lang=${language}">${texts.forgotLink}</a></p>`,
  );
}

export interface CodeFormView {
  language: Language;
  texts: LoginTexts;
  /** The masked number the code went to. */
  phone: string;
  error: string | null;
  /** Set once a new code was sent. */
  notice: string | null;
}

export function renderCodeForm({ language, texts, phone, error, notice }: CodeFormView): string {
  const noticeBlock = notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '';
  const help = escapeHtml(texts.codeHelp).replace('{phone}', `<strong>${escapeHtml(phone)}</strong>`);
  return page(
    language,
    texts.codeTitle,
    `${errorBlock(error)}${noticeBlock}<p>${help}</p><form method="post" action="/gauth/login/code?lang=${language}">
<label for="code">${texts.code}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>
<button type="submit">${texts.verify}</button></form>
<form method="post" action="/gauth/login/code/resend?lang=${language}"><button type="submit" class="secondary">${texts.resend}</button></form>`,
  );
}

export function renderLogoutForm(language: Language, texts: LoginTexts): string {
  return page(
    language,
    texts.logoutTitle,
    `<p>${texts.logoutHelp}</p><form method="post" action="/gauth/logout?lang=${language}">
<button type="submit">${texts.logoutTitle}</button></form><p class="back"><a href="/">${texts.logoutCancel}</a></p>`,
  );
}
