import { finishedOrderPage, money, sandboxPage } from './sandbox-page';

const order = {
  id: 7,
  merchant_order_id: 'ORDER_7_1',
  provider_order_id: '7',
  total_cents: 105000,
  currency: 'EGP',
  state: 'pending',
  client_secret: 'sandbox_cs_abc',
};

describe('the sandbox checkout page', () => {
  it('writes cents in the currency unit', () => {
    expect(money(105000, 'EGP')).toBe('1,050.00 EGP');
    expect(money(19900, 'EGP')).toBe('199.00 EGP');
    expect(money(5, 'USD')).toBe('0.05 USD');
  });

  it('names a plan as a plan, escapes what customers wrote, and posts its form to the keyed page', () => {
    const html = sandboxPage('Travel Planner', order, {
      items: [
        { product_type: 'plan', name: 'Jetsetter', price_cents: 19900 },
        { product_type: 'trip', name: 'Trip package: <script>alert(1)</script>', price_cents: 85100 },
      ],
    });
    expect(html).toContain('<td>Plan: Jetsetter</td><td>199.00 EGP</td>');
    expect(html).toContain('Trip package: &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      '<form method="post" action="/api/payments/sandbox/ORDER_7_1?key=sandbox_cs_abc">',
    );
    expect(html).toContain('<strong>1,050.00 EGP</strong>');
  });

  it('says why a finished order cannot be paid, with no form', () => {
    const paid = finishedOrderPage('Travel Planner', { ...order, state: 'fulfilled' }, 'http://shop.test');
    expect(paid).toContain('This order is already paid.');
    expect(paid).toContain('<a href="http://shop.test/">Back to Travel Planner</a>');
    expect(paid).not.toContain('<form');
    expect(finishedOrderPage('T', { ...order, state: 'expired' }, 'http://shop.test')).toContain(
      'This order expired before it was paid.',
    );
  });
});
