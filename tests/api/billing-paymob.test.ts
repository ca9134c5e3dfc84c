import { bootStrapi, TestApp } from '../helpers/strapi';
import { startFakePaymob } from '../helpers/fake-paymob';
import { hmacOf, transactionFor } from '../helpers/paymob';
import { createUser, tokenFor } from '../helpers/users';

describe('the paymob provider (Intention API) against a fake Paymob', () => {
  let app: TestApp;
  let paymob: Awaited<ReturnType<typeof startFakePaymob>>;

  beforeAll(async () => {
    paymob = await startFakePaymob('sk_test_secret');
    app = await bootStrapi({
      env: {
        PAYMENT_PROVIDER: 'paymob',
        PAYMOB_BASE_URL: paymob.base,
        PAYMOB_SECRET_KEY: 'sk_test_secret',
        PAYMOB_PUBLIC_KEY: 'pk_test_public',
        PAYMOB_INTEGRATION_IDS: '4242,5353',
        THROTTLE_CHECKOUT: '1000/60',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await paymob?.close();
  });

  const buyer = async (email: string) => tokenFor(app.strapi, await createUser(app.strapi, { email }));

  it('opens an intention and answers the hosted checkout; the webhook settles it by the intention order id', async () => {
    const token = await buyer('paymob@example.test');
    const res = await app
      .http()
      .post('/api/me/subscribe')
      .set('Authorization', `Bearer ${token}`)
      .send({ plan_id: 2 });
    expect(res.status).toBe(200);
    const intention = paymob.intentions.at(-1)!;
    expect(intention.body).toMatchObject({
      amount: 19900,
      currency: 'EGP',
      payment_methods: [4242, 5353],
      special_reference: res.body.meta.checkout.merchant_order_id,
      notification_url: 'http://localhost:1337/api/paymob/webhook',
      redirection_url: 'http://localhost:1337/api/paymob/callback',
      billing_data: expect.objectContaining({ shipping_method: 'PKG' }),
    });
    expect(res.body.meta.checkout).toMatchObject({
      client_secret: intention.clientSecret,
      checkout_url: `${paymob.base}/unifiedcheckout/?publicKey=pk_test_public&clientSecret=${intention.clientSecret}`,
    });

    const order = await app.strapi.db
      .query('plugin::billing.order')
      .findOne({ where: { id: res.body.meta.checkout.order_id } });
    expect(order.provider_order_id).toBe(String(intention.intentionOrderId));
    // Signed, but naming our own order id instead of Paymob's: not this order.
    const wrong = transactionFor({ ...order, provider_order_id: String(order.id) });
    expect(
      (
        await app
          .http()
          .post(`/api/paymob/webhook?hmac=${hmacOf(wrong)}`)
          .send({ type: 'TRANSACTION', obj: wrong })
      ).body.message,
    ).toBe('Payment not found');
    const right = transactionFor(order);
    expect(
      (
        await app
          .http()
          .post(`/api/paymob/webhook?hmac=${hmacOf(right)}`)
          .send({ type: 'TRANSACTION', obj: right })
      ).body,
    ).toEqual({ success: true, message: 'Processed' });
    expect(
      (await app.http().get('/api/me').set('Authorization', `Bearer ${token}`)).body.data.user.subscription,
    ).toMatchObject({
      plan_name: 'Jetsetter',
      // The receipt's payment reference: the reference Paymob was given (special_reference).
      provider: 'paymob',
      provider_ref: intention.body.special_reference,
    });
  });

  it('answers a retry with the same idempotency key, sent while Paymob is still answering the first, with the same payable checkout', async () => {
    const token = await buyer('paymob-slow@example.test');
    paymob.setDelay(600);
    const send = () =>
      app
        .http()
        .post('/api/payments/initiate')
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', 'slow-1')
        .send({ type: 'subscription', plan_id: 2 });
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [a, b] = await Promise.all([first, send()]);
    paymob.setDelay(0);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data).toEqual(a.body.data);
    expect(b.body.data.checkout_url).toEqual(expect.stringContaining('clientSecret='));
  });

  it('answers 502 upstream_unavailable when Paymob is down, and the order is failed, not payable', async () => {
    const token = await buyer('paymob-down@example.test');
    paymob.setDown(true);
    const res = await app
      .http()
      .post('/api/payments/initiate')
      .set('Authorization', `Bearer ${token}`)
      .send({ type: 'subscription', plan_id: 3 });
    paymob.setDown(false);
    expect(res.status).toBe(502);
    expect(res.body.error.type).toBe('upstream_unavailable');
    const order = await app.strapi.db.query('plugin::billing.order').findOne({
      where: { purchase_type: 'subscription', state: 'failed', failure_reason: 'provider_unavailable' },
    });
    expect(order).not.toBeNull();
  });

  it('has no sandbox page', async () => {
    expect((await app.http().get('/api/payments/sandbox/ORDER_1_1')).status).toBe(404);
  });
});
