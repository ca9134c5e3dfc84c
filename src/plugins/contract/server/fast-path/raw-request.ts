import type { IncomingMessage } from 'http';

/** Koa's proxy settings (`server.proxy` in config/server.ts): who the client is behind a balancer. */
export type ProxySettings = { proxy: boolean; proxyIpHeader: string; maxIpsCount: number };

// parseurl leaves its fast split for these: such a URL is read by Koa.
const UNUSUAL_URL = /[\s#\u00a0\ufeff]/;

/** The path and query string as Koa reads them, or null for a URL only Koa's parser should read. */
export const splitUrl = (url: string | undefined): { path: string; querystring: string } | null => {
  if (!url || url.charCodeAt(0) !== 47 /* / */ || UNUSUAL_URL.test(url)) return null;
  const mark = url.indexOf('?');
  return mark === -1
    ? { path: url, querystring: '' }
    : { path: url.slice(0, mark), querystring: url.slice(mark + 1) };
};

/** `ctx.ip` as Koa computes it: the first forwarded address when the proxy is trusted, else the peer. */
export const clientIp = (req: IncomingMessage, settings: ProxySettings): string => {
  const forwarded = settings.proxy ? req.headers[settings.proxyIpHeader.toLowerCase()] : undefined;
  let ips = typeof forwarded === 'string' && forwarded ? forwarded.split(',').map((ip) => ip.trim()) : [];
  if (settings.maxIpsCount > 0) ips = ips.slice(-settings.maxIpsCount);
  return ips[0] || req.socket.remoteAddress || '';
};
