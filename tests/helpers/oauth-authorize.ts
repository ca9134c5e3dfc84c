import { createHash, randomBytes } from 'crypto';
import request from 'supertest';

/** The hidden anti-forgery field of a sign-in or consent page. */
export const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A registered test client and the person who signs in through it, at `appUrl`. */
export type OAuthParty = {
  appUrl: string;
  clientId: string;
  redirect: string;
  email: string;
  password: string;
};

/** An authorization request with PKCE (S256 of `verifier`) for the party's client; `overrides` win. */
export const authorizeQuery = (party: OAuthParty, verifier: string, overrides: Record<string, string>) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: party.clientId,
    redirect_uri: party.redirect,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: 'catalog:read',
    state: 'xyz',
    ...overrides,
  });

/** Where a redirect of the server points, as a path and query on it. */
const onServer = (location: string, appUrl: string) => {
  const url = new URL(location, appUrl);
  return url.pathname + url.search;
};

/**
 * The browser's part of an authorization without a browser (the pages are plain forms): sign-in and
 * consent at `party.appUrl`, following the redirects; answers the client's redirect it ends with.
 */
export const authorizeThroughForms = async (
  party: OAuthParty,
  scopes: string[],
  { decision = 'allow', locale = 'en' }: { decision?: 'allow' | 'deny'; locale?: string } = {},
) => {
  const browser = request.agent(party.appUrl);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = authorizeQuery(party, verifier, {
    scope: scopes.join(' '),
    state,
    resource: `${party.appUrl}/api/mcp`,
    ui_locales: locale,
  });
  let res = await browser.get(`/oauth/authorize?${query}`);
  expect(res.status).toBe(303);
  const signInPath = new URL(res.headers.location, party.appUrl).pathname;
  const signIn = await browser.get(signInPath);
  expect(signIn.status).toBe(200);
  expect(signIn.headers['content-security-policy']).toContain("default-src 'none'");
  res = await browser
    .post(`${signInPath}/login`)
    .type('form')
    .send({ csrf: csrfIn(signIn.text), email: party.email, password: party.password });
  expect(res.status).toBe(302);
  // Back to the authorization, which now asks for consent.
  res = await browser.get(onServer(res.headers.location, party.appUrl));
  expect(res.status).toBe(303);
  const consentPath = new URL(res.headers.location, party.appUrl).pathname;
  const consent = await browser.get(consentPath);
  expect(consent.status).toBe(200);
  res = await browser
    .post(`${consentPath}/consent`)
    .type('form')
    .send({ csrf: csrfIn(consent.text), decision });
  expect(res.status).toBe(302);
  res = await browser.get(onServer(res.headers.location, party.appUrl));
  expect(res.status).toBe(303);
  if (!/^http/.test(res.headers.location)) throw new Error(`ended at ${res.headers.location}`);
  return { location: new URL(res.headers.location), verifier, state, consent: consent.text };
};

/** The token endpoint's exchange of an authorization code (with its verifier). */
export const codeExchangeForm = (party: OAuthParty, code: string, verifier: string) => ({
  grant_type: 'authorization_code',
  code,
  code_verifier: verifier,
  redirect_uri: party.redirect,
  client_id: party.clientId,
  resource: `${party.appUrl}/api/mcp`,
});

/** An MCP `tools/list` on an instance with a bearer: 200 while the token is good, 401 once it is not. */
export const listToolsWith = (http: () => ReturnType<typeof request>, token: string) =>
  http()
    .post('/api/mcp')
    .set('Authorization', `Bearer ${token}`)
    .set('Accept', 'application/json, text/event-stream')
    .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
