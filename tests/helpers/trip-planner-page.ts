import fs from 'fs';
import http from 'http';
import path from 'path';
import { listenLocally } from './local-server';

const root = path.join(__dirname, '..', '..', '..');
const PUSHER = path.join(root, 'node_modules', 'pusher-js', 'dist', 'web', 'pusher.min.js');

/**
 * A trip planned together, as a page of a frontend would do it with pusher-js (CONTRACT §13, §14):
 * it reads the trip once over REST, joins `presence-trip.{id}` and shows who else has it open,
 * reads the trip again when `trip.updated` says it changed (never on a timer), attaches a place
 * with `X-Socket-ID`, and tells the others which day it is editing with a client event.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trip</title><link rel="icon" href="data:,">
<script src="/pusher.min.js"></script></head>
<body><h1 id="title">loading</h1><p id="state">connecting</p>
<p>Your role: <span id="role"></span></p>
<ul id="online" aria-label="Online"></ul><p id="editing" aria-live="polite"></p>
<ol id="items" aria-label="Itinerary"></ol>
<form id="attach"><label>Attraction id <input name="place" autocomplete="off"></label>
<label>Day <input name="day" value="1"></label><button>Add</button></form><p id="error" role="alert"></p>
<script>
const query = new URLSearchParams(location.search);
const api = query.get('api'), token = query.get('token'), id = query.get('trip');
const headers = { Authorization: 'Bearer ' + token, Accept: 'application/json' };
const el = (name) => document.getElementById(name);
let reads = 0;
const render = (trip) => {
  el('title').textContent = trip.title;
  el('role').textContent = trip.role;
  el('items').replaceChildren(...trip.itinerary_items.map((item) => {
    const li = document.createElement('li');
    li.textContent = 'Day ' + item.day_number + ': ' + item.title;
    return li;
  }));
};
const load = async () => {
  reads += 1;
  window.tripReads = reads;
  const res = await fetch(api + '/api/trips/' + id, { headers });
  const body = await res.json();
  if (!res.ok) { el('title').textContent = body.message; return; }
  render(body.data);
};
const pusher = new Pusher('app-key', {
  cluster: 'local', wsHost: location.hostname, wsPort: Number(query.get('wsPort')), forceTLS: false,
  enabledTransports: ['ws'], disableStats: true,
  channelAuthorization: { endpoint: api + '/api/broadcasting/auth', transport: 'ajax', headers },
});
const channel = pusher.subscribe('presence-trip.' + id);
const showOnline = () => {
  const names = [];
  channel.members.each((member) => { if (String(member.id) !== String(channel.members.me.id)) names.push(member.info.name); });
  el('online').replaceChildren(...names.sort().map((name) => {
    const li = document.createElement('li'); li.textContent = name; return li;
  }));
};
channel.bind('pusher:subscription_succeeded', () => { el('state').textContent = 'live'; showOnline(); });
channel.bind('pusher:subscription_error', (error) => { el('state').textContent = 'refused ' + error.status; });
channel.bind('pusher:member_added', showOnline);
channel.bind('pusher:member_removed', showOnline);
channel.bind('trip.updated', load);
channel.bind('client-editing', (data, meta) => {
  const who = channel.members.get(meta.user_id);
  el('editing').textContent = (who ? who.info.name : 'Someone') + ' is editing day ' + data.day_number;
});
el('attach').elements.day.addEventListener('focus', (event) => {
  channel.trigger('client-editing', { day_number: Number(event.target.value) });
});
el('attach').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target.elements;
  const res = await fetch(api + '/api/trips/' + id + '/attach/attraction', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'X-Socket-ID': pusher.connection.socket_id },
    body: JSON.stringify({ item_id: Number(form.place.value), day_number: Number(form.day.value) }),
  });
  const body = await res.json();
  el('error').textContent = res.ok ? '' : body.message;
  if (res.ok) await load();
});
load();
</script></body></html>`;

/** Serves the trip page and pusher-js from its package. */
export const startTripPlannerPage = async () => {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://page.test');
    if (url.pathname === '/pusher.min.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      return void fs.createReadStream(PUSHER).pipe(res);
    }
    if (url.pathname !== '/trip.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  return listenLocally(server);
};
