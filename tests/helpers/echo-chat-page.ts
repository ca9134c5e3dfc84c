import fs from 'fs';
import http from 'http';
import path from 'path';
import { listenLocally } from './local-server';

const root = path.join(__dirname, '..', '..', '..');
const VENDOR: Record<string, string> = {
  '/pusher.min.js': path.join(root, 'node_modules', 'pusher-js', 'dist', 'web', 'pusher.min.js'),
  '/echo.iife.js': path.join(root, 'node_modules', 'laravel-echo', 'dist', 'echo.iife.js'),
};

/**
 * The legacy chat page's behaviour, as a page of our own: it lists a conversation's messages once
 * over REST, listens with Laravel Echo (`broadcaster: 'reverb'`, key `app-key`, the page's host and
 * a WebSocket port, `authEndpoint` with the bearer token), appends what `.message.sent` brings, and
 * sends with `X-Socket-ID` so its own message is not echoed back. It never polls.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chat</title><link rel="icon" href="data:,">
<script src="/pusher.min.js"></script><script src="/echo.iife.js"></script></head>
<body><h1>Chat</h1><p id="state">connecting</p><ul id="messages" aria-label="Messages"></ul>
<form id="send"><label>Message <input name="body" autocomplete="off"></label><button>Send</button></form>
<script>
const query = new URLSearchParams(location.search);
const api = query.get('api'), token = query.get('token'), id = query.get('conversation');
const headers = { Authorization: 'Bearer ' + token, Accept: 'application/json' };
const list = document.getElementById('messages');
const shown = new Set();
const show = (message) => {
  if (shown.has(message.id)) return;
  shown.add(message.id);
  const item = document.createElement('li');
  item.textContent = message.sender_name + ': ' + message.body;
  list.appendChild(item);
};
window.Pusher = Pusher;
const echo = new Echo.default({
  broadcaster: 'reverb',
  key: 'app-key',
  wsHost: location.hostname,
  wsPort: Number(query.get('wsPort')),
  forceTLS: false,
  enabledTransports: ['ws'],
  authEndpoint: api + '/api/broadcasting/auth',
  auth: { headers },
});
echo.connector.pusher.connection.bind('connected', () => {
  document.getElementById('state').textContent = 'connected';
});
echo.private('conversation.' + id)
  .subscribed(() => { document.getElementById('state').textContent = 'listening'; })
  .listen('.message.sent', show);
fetch(api + '/api/conversations/' + id + '/messages', { headers })
  .then((res) => res.json()).then((body) => body.data.forEach(show));
document.getElementById('send').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = event.target.elements.body;
  const res = await fetch(api + '/api/conversations/' + id + '/messages', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'X-Socket-ID': echo.socketId() },
    body: JSON.stringify({ body: input.value }),
  });
  show((await res.json()).data.message);
  input.value = '';
});
</script></body></html>`;

/** Serves the chat page and the two client libraries it loads, from their packages. */
export const startEchoChatPage = async () => {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://page.test');
    const vendor = VENDOR[url.pathname];
    if (vendor) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      return void fs.createReadStream(vendor).pipe(res);
    }
    if (url.pathname !== '/chat.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  return listenLocally(server);
};
