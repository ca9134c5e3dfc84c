import http from 'http';
import { AddressInfo } from 'net';

export type Intention = {
  body: Record<string, unknown>;
  authorization: string | undefined;
  intentionOrderId: number;
  clientSecret: string;
};

/** A fake of Paymob's Intention API on 127.0.0.1 (POST /v1/intention/), recording what it was sent. */
export const startFakePaymob = async (secretKey: string) => {
  const intentions: Intention[] = [];
  let down = false;
  let delayMs = 0;
  let next = 880000;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) =>
        setTimeout(() => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        }, delayMs);
      if (down) return reply(503, { detail: 'maintenance' });
      if (req.method !== 'POST' || req.url !== '/v1/intention/') return reply(404, { detail: 'Not found.' });
      if (req.headers.authorization !== `Token ${secretKey}`) return reply(401, { detail: 'Invalid token.' });
      const body = JSON.parse(raw || '{}');
      if (
        !Number.isInteger(body.amount) ||
        typeof body.currency !== 'string' ||
        !Array.isArray(body.payment_methods)
      )
        return reply(400, { detail: 'invalid' });
      const intention = {
        body,
        authorization: req.headers.authorization,
        intentionOrderId: (next += 1),
        clientSecret: `egy_csk_test_${next}`,
      };
      intentions.push(intention);
      reply(201, {
        id: `pi_test_${next}`,
        client_secret: intention.clientSecret,
        intention_order_id: intention.intentionOrderId,
        status: 'intended',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intentions,
    setDown(value: boolean) {
      down = value;
    },
    /** Answers every intention this much later (a slow provider). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
