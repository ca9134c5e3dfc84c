import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import { stopListening } from './stop-listening';

const listen = (where: number | string) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer((_req, res) => res.end('ok'));
    if (typeof where === 'string') server.listen(where, () => resolve(server));
    else server.listen(where, '127.0.0.1', () => resolve(server));
  });

/** A connection to write requests on; `outcome` is the statuses answered on it ("200 200"), or its error. */
const connect = (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const outcome = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => {
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
      resolve(statuses.join(' ') || 'closed unanswered');
    });
  });
  const send = (connection = 'close') =>
    socket.write(`GET / HTTP/1.1\r\nHost: test\r\nConnection: ${connection}\r\n\r\n`);
  return { socket, outcome, send };
};

const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));
const busyFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('stopListening', () => {
  it('takes in every connection queued in the kernel before it closes, then refuses new ones', async () => {
    const server = await listen(0);
    const { port } = server.address() as AddressInfo;
    const queued = Array.from({ length: 20 }, () => connect(port));
    for (const client of queued) client.send();
    // The connects run on the next tick; the loop, kept busy, has accepted none of them yet:
    // closing the listener now would reset all 20.
    await nextTick();
    busyFor(50);
    await stopListening(server, 1000);

    expect(await Promise.all(queued.map((client) => client.outcome))).toEqual(queued.map(() => '200'));
    expect(server.listening).toBe(false);
    expect(await connect(port).outcome).toBe('ECONNREFUSED');
  });

  it('leaves idle keep-alive connections open for their next request', async () => {
    const server = await listen(0);
    const { port } = server.address() as AddressInfo;
    const client = connect(port);
    const answered = new Promise((resolve) => client.socket.once('data', resolve));
    client.send('keep-alive');
    await answered;

    await stopListening(server, 1000);
    client.send();
    expect(await client.outcome).toBe('200 200');
  });

  it('closes a listener on a pipe at once', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stop-listening-'));
    const server = await listen(path.join(folder, 'server.sock'));
    await stopListening(server, 1000);
    expect(server.listening).toBe(false);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
