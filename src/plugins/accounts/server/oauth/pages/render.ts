import { randomBytes } from 'crypto';
import { escapeHtml } from '../../../../contract/public';
import { scopeText, wordsOf, type PageLocale } from './texts';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:4rem 1rem;padding:2rem;border-radius:12px;max-width:26rem;width:100%;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem}
button{margin-top:1.2rem;padding:.6rem 1.2rem;font-size:1rem;border-radius:6px;border:1px solid #245;cursor:pointer}
.allow{background:#245;color:#fff}.deny{background:#fff;color:#245}
.error{color:#a11;background:#fdecec;padding:.6rem;border-radius:6px}ul{padding-inline-start:1.2rem}`;

/** A page and the Content-Security-Policy it is served with: nothing runs, one style block by nonce. */
export type Page = { html: string; csp: string };

/**
 * Forms post to our own origin; after the consent the server answers with a redirect to the
 * client's redirect URI, which `form-action` must allow (browsers check redirects of a form's
 * submission against it).
 */
const shell = (locale: PageLocale, title: string, body: string, formTargets: string[]): Page => {
  const nonce = randomBytes(16).toString('base64');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, csp };
};

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The sign-in form of an authorization in progress. */
export const signInPage = (
  locale: PageLocale,
  {
    action,
    csrf,
    client,
    email = '',
    error,
  }: { action: string; csrf: string; client: string; email?: string; error?: string },
): Page => {
  const w = wordsOf(locale);
  return shell(
    locale,
    w.signInTitle,
    `<h1>${w.signInTitle}</h1><p>${escapeHtml(w.signInLead(client))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">${hidden('csrf', csrf)}
<label for="email">${w.email}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">${w.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="allow" type="submit">${w.signIn}</button></form>`,
    [],
  );
};

/** The consent form: the client, each scope in plain words, Allow and Deny. */
export const consentPage = (
  locale: PageLocale,
  {
    action,
    csrf,
    client,
    scopes,
    redirectOrigin,
  }: { action: string; csrf: string; client: string; scopes: string[]; redirectOrigin: string },
): Page => {
  const w = wordsOf(locale);
  const items = scopes.map(
    (scope) => `<li data-scope="${escapeHtml(scope)}">${escapeHtml(scopeText(locale, scope))}</li>`,
  );
  return shell(
    locale,
    w.consentTitle,
    `<h1>${w.consentTitle}</h1><p>${escapeHtml(w.consentLead(client))}</p><ul>${items.join('')}</ul>
<form method="post" action="${escapeHtml(action)}">${hidden('csrf', csrf)}
<button class="allow" type="submit" name="decision" value="allow">${w.allow}</button>
<button class="deny" type="submit" name="decision" value="deny">${w.deny}</button></form>`,
    [redirectOrigin],
  );
};

/** A page with a message only (an expired sign-in). */
export const messagePage = (locale: PageLocale, message: string): Page =>
  shell(locale, message, `<p class="error" role="alert">${escapeHtml(message)}</p>`, []);
