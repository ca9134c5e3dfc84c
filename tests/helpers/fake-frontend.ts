import http from 'http';
import { escapeHtml } from '../../src/plugins/contract/public';
import { listenLocally } from './local-server';

/**
 * A static page standing in for the frontend at FRONTEND_URL: every path answers a page naming
 * the path and query it was opened at, so a browser test sees where a link led.
 */
export const startFakeFrontend = async () => {
  const visits: string[] = [];
  const server = http.createServer((req, res) => {
    visits.push(req.url ?? '/');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The frontend</title></head>` +
        `<body><h1>The frontend</h1><p id="opened">${escapeHtml(req.url ?? '/')}</p></body></html>`,
    );
  });
  return { ...(await listenLocally(server)), visits };
};
