import http from 'http';
import { AddressInfo } from 'net';

export type FakeIdentity = Record<string, unknown>;

/**
 * A small OAuth 2.0 identity provider on 127.0.0.1 speaking the authorization-code flow:
 * /authorize redirects back with a code, /token exchanges it (checking client, secret,
 * redirect_uri), /userinfo answers for the access token.
 */
export const startOAuthProvider = async (client: { id: string; secret: string }) => {
  let nextIdentity: FakeIdentity = {};
  const codes = new Map<string, { identity: FakeIdentity; redirectUri: string }>();
  const accessTokens = new Map<string, FakeIdentity>();
  let counter = 0;
  let failTokenExchange = false;

  const readForm = (req: http.IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => resolve(new URLSearchParams(raw)));
    });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      if (url.searchParams.get('client_id') !== client.id || url.searchParams.get('response_type') !== 'code')
        return json(res, 400, { error: 'invalid_request' });
      const code = `code-${++counter}`;
      const redirectUri = url.searchParams.get('redirect_uri')!;
      codes.set(code, { identity: nextIdentity, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await readForm(req);
      const grant = codes.get(form.get('code') ?? '');
      if (
        failTokenExchange ||
        !grant ||
        form.get('client_id') !== client.id ||
        form.get('client_secret') !== client.secret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        form.get('grant_type') !== 'authorization_code'
      ) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      codes.delete(form.get('code')!);
      const token = `access-${++counter}`;
      accessTokens.set(token, grant.identity);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (url.pathname.startsWith('/userinfo')) {
      const identity = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return identity ? json(res, 200, identity) : json(res, 401, { error: 'invalid_token' });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    /** The identity the next authorisation will sign in as. */
    signInAs(identity: FakeIdentity) {
      nextIdentity = identity;
    },
    failNextExchanges(fail: boolean) {
      failTokenExchange = fail;
    },
    envFor(provider: 'GOOGLE' | 'FACEBOOK') {
      return {
        [`${provider}_CLIENT_ID`]: client.id,
        [`${provider}_CLIENT_SECRET`]: client.secret,
        [`${provider}_AUTHORIZE_URL`]: `${base}/authorize`,
        [`${provider}_TOKEN_URL`]: `${base}/token`,
        [`${provider}_USERINFO_URL`]: `${base}/userinfo`,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
