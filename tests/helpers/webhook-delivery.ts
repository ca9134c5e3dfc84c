import type { ChildProcess } from 'child_process';
import { hmacOf, transactionFor } from './paymob';
import type { startSecondInstance } from './second-instance';

export type PaidOrder = Parameters<typeof transactionFor>[0];

/** A signed success delivery of one order to an instance's webhook: the answer's message. */
export const deliverWebhook = (base: string, order: PaidOrder) => {
  const obj = transactionFor(order);
  return fetch(`${base}/api/payments/webhook?hmac=${hmacOf(obj)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
  }).then(async (res) => ((await res.json()) as { message: string }).message);
};

/**
 * Delivers every order to `doomed` at once and kills it with SIGKILL as soon as it answers the
 * first `Processed`; resolves, once it has exited, with each delivery's answer (`cut off` when the
 * kill cut it).
 */
export const deliverKillingAtFirstProcessed = async (
  doomed: Awaited<ReturnType<typeof startSecondInstance>>,
  orders: PaidOrder[],
) => {
  const exited = new Promise((resolve) => doomed.process.once('exit', resolve));
  let killed = false;
  const answers = await Promise.all(
    orders.map((order) =>
      deliverWebhook(doomed.url, order).then(
        (message) => {
          if (message === 'Processed' && !killed) {
            killed = true;
            (doomed.process as ChildProcess).kill('SIGKILL');
          }
          return message;
        },
        () => 'cut off',
      ),
    ),
  );
  await exited;
  return answers;
};
