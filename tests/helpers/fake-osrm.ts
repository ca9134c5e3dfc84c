import { createServer, type Server } from 'http';
import { listenLocally } from './local-server';

/** A small OSRM-compatible router on 127.0.0.1: `/route/v1/driving/{lng,lat;…}` answers a route. */
export type FakeOsrm = {
  url: string;
  /**
   * `ok`: a route 1.25 × the straight distance at 36 km/h; `error`: HTTP 500; `hang`: no answer;
   * `garbage`: not OSRM.
   */
  mode: 'ok' | 'error' | 'hang' | 'garbage';
  requests: string[];
  close(): Promise<void>;
};

const straightKm = (coordinates: number[][]) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  let km = 0;
  for (let i = 1; i < coordinates.length; i += 1) {
    const [lng1, lat1] = coordinates[i - 1];
    const [lng2, lat2] = coordinates[i];
    const h =
      Math.sin(rad(lat2 - lat1) / 2) ** 2 +
      Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
    km += 2 * 6371 * Math.asin(Math.sqrt(h));
  }
  return km;
};

export const startFakeOsrm = async (): Promise<FakeOsrm> => {
  const fake = { mode: 'ok', requests: [] as string[] } as FakeOsrm;
  const server: Server = createServer((req, res) => {
    fake.requests.push(req.url ?? '');
    const match = /^\/route\/v1\/driving\/([^?]+)/.exec(req.url ?? '');
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error' || !match) {
      res.writeHead(500).end('{"code":"InternalError"}');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":"Ok","routes":[]}');
      return;
    }
    const coordinates = decodeURIComponent(match[1])
      .split(';')
      .map((pair) => pair.split(',').map(Number));
    const metres = straightKm(coordinates) * 1250;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        code: 'Ok',
        routes: [{ distance: metres, duration: metres / 10, geometry: { type: 'LineString', coordinates } }],
        waypoints: [],
      }),
    );
  });
  Object.assign(fake, await listenLocally(server));
  return fake;
};
