import { createHmac } from 'crypto';
import { callbackSignedString, sign, verify, webhookSignedString } from './hmac';

const OBJ = {
  id: 192036465,
  pending: false,
  amount_cents: 19900,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4321,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'ORDER_7_1767225600' },
  created_at: '2026-01-01T10:00:00.000000',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { type: 'card', pan: '2346', sub_type: 'MasterCard' },
};

describe('Paymob HMAC', () => {
  // The vector is built here by hand, independently of the production code.
  const expectedString =
    '199002026-01-01T10:00:00.000000EGPfalsefalse1920364654321truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';

  it('concatenates the 20 fields in order, booleans as true/false', () => {
    expect(webhookSignedString(OBJ)).toBe(expectedString);
  });

  it('reads the flattened browser return the same way', () => {
    const query = {
      ...Object.fromEntries(
        Object.entries(OBJ)
          .filter(([, v]) => typeof v !== 'object')
          .map(([k, v]) => [k, String(v)]),
      ),
      order: '217503754',
      'source_data.pan': '2346',
      source_data_sub_type: 'MasterCard',
      'source_data.type': 'card',
    };
    expect(callbackSignedString(query)).toBe(expectedString);
    expect(callbackSignedString({ ...query, order: undefined, order_id: '217503754' })).toBe(expectedString);
  });

  it('signs with HMAC-SHA512 in lowercase hex and verifies in constant time', () => {
    const expected = createHmac('sha512', 'secret').update(expectedString).digest('hex');
    expect(sign('secret', expectedString)).toBe(expected);
    expect(verify('secret', expectedString, expected)).toBe(true);
  });

  it.each([
    ['a wrong signature', 'f'.repeat(128)],
    [
      'a truncated signature',
      createHmac('sha512', 'secret').update(expectedString).digest('hex').slice(0, 100),
    ],
    [
      'an upper-case signature',
      createHmac('sha512', 'secret').update(expectedString).digest('hex').toUpperCase(),
    ],
    ['a missing signature', undefined],
    ['another secret', createHmac('sha512', 'other').update(expectedString).digest('hex')],
  ])('refuses %s', (_, given) => {
    expect(verify('secret', expectedString, given)).toBe(false);
  });
});
