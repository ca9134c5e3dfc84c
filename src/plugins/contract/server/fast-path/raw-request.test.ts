import type { IncomingMessage } from 'http';
import Koa from 'koa';
import { clientIp, splitUrl } from './raw-request';
import { appendVary } from './reply-headers';

/** A request as the listener receives it: headers, the peer's address. */
const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers, socket: { remoteAddress: '10.0.0.9' } }) as unknown as IncomingMessage;

/** Koa's own reading of the same request, with the same proxy settings. */
const koaReading = (
  req: IncomingMessage,
  settings: { proxy: boolean; proxyIpHeader: string; maxIpsCount: number },
) => {
  const app = new Koa(settings);
  const ctx = app.createContext(req, {} as never);
  return { ip: ctx.ip, path: ctx.path, querystring: ctx.querystring };
};

describe('the listener reads a request as Koa does', () => {
  it.each([
    '/api/destinations',
    '/api/destinations?per_page=20&sort=-name',
    '/api/destinations?',
    '/api/destinations?a=1?b=2',
    '/api/a%20b?q=%5B',
  ])('path and query of %s', (url) => {
    const koa = koaReading(request(url), { proxy: false, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 0 });
    expect(splitUrl(url)).toEqual({ path: koa.path, querystring: koa.querystring });
  });

  it.each(['http://host/api/destinations', '/api/x#frag', '/api/x y', '', undefined])(
    'leaves %s to Koa',
    (url) => {
      expect(splitUrl(url)).toBeNull();
    },
  );

  it.each([
    [{ proxy: false, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 0 }, { 'x-forwarded-for': '1.1.1.1' }],
    [
      { proxy: true, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 0 },
      { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
    ],
    [
      { proxy: true, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 1 },
      { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
    ],
    [{ proxy: true, proxyIpHeader: 'X-Real-IP', maxIpsCount: 0 }, { 'x-real-ip': '3.3.3.3' }],
    [{ proxy: true, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 0 }, {}],
    [{ proxy: true, proxyIpHeader: 'X-Forwarded-For', maxIpsCount: 0 }, { 'x-forwarded-for': ', 4.4.4.4' }],
  ])('client address with %j and %j', (settings, headers) => {
    const req = request('/api/destinations', headers);
    expect(clientIp(req, settings)).toBe(koaReading(req, settings).ip);
  });
});

describe('Vary as Koa appends to it', () => {
  it.each([undefined, 'Origin', 'origin, accept-language', '*', 'Origin, Accept-Encoding'])(
    'adds Accept-Language to %s',
    (header) => {
      const headers = new Map<string, string>();
      const res = {
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      };
      const ctx = new Koa().createContext(request('/api/destinations'), res as never);
      if (header) ctx.set('Vary', header);
      ctx.vary('Accept-Language');
      expect(appendVary(header, 'Accept-Language')).toBe(headers.get('vary'));
    },
  );
});
