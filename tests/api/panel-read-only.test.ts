import { panelSession, type Json } from '../helpers/panel';
import { fillPanelTypes } from '../helpers/panel-records';
import { bootStrapi, type TestApp } from '../helpers/strapi';

const REVIEW = 'api::review.review';
const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;

/** What no panel user reads, by content type: secrets, hashes, tokens, nonces, raw provider payloads. */
const SECRETS: Record<string, string[]> = {
  'plugin::billing.order': ['client_secret', 'checkout_url', 'idempotency_key'],
  'plugin::billing.payment': ['raw_payload'],
  'plugin::billing.subscription': ['reminded_for'],
  'plugin::accounts.personal-access-token': ['token_hash'],
  'plugin::reports.report': ['file_path'],
  'plugin::users-permissions.user': ['resetPasswordToken', 'confirmationToken', 'password'],
  'api::agency.agency-assignment': ['idempotency_key'],
};
/** Attribute names that say "secret"; Strapi's own types and the media library's file name hash aside. */
const SECRET_NAME = /secret|_hash$|token|nonce|raw_payload|idempotency/i;

/** Every key of a JSON answer, however deep. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

/** Issue 34, items 18 and 19: what the panel never receives, and what moderators may not change. */
describe('the admin panel: secrets never sent, reviews moderated only', () => {
  let app: TestApp;
  let panel: Awaited<ReturnType<typeof panelSession>>;

  beforeAll(async () => {
    app = await bootStrapi({
      env: { SEED_CATALOG: 'true', THROTTLE_CATALOG: '100000/60', THROTTLE_CHECKOUT: '1000/60' },
    });
    const { user } = await fillPanelTypes(app);
    await app.strapi.db.query('plugin::users-permissions.user').update({
      where: { id: user.id },
      data: { confirmationToken: 'confirm-me', resetPasswordToken: 'reset-me' },
    });
    panel = await panelSession(app, 'admin@example.com');
  });
  afterAll(() => app?.close());

  const latest = async (uid: string): Promise<Json> => {
    const list = await panel.get(cm(uid, '?page=1&pageSize=10&sort=id:DESC'));
    expect([uid, list.status]).toEqual([uid, 200]);
    return list.body;
  };

  it('never sends the secrets of an order, a payment, a token, a report or a user in the list or the record', async () => {
    const order = (await latest('plugin::billing.order')).results[0];
    expect(order).toMatchObject({ state: 'fulfilled', merchant_order_id: expect.any(String) });
    const stored = await app.strapi.db.query('plugin::billing.order').findOne({ where: { id: order.id } });
    expect(stored.checkout_url).toEqual(expect.any(String));
    const payment = await app.strapi.db.query('plugin::billing.payment').findOne({ where: {} });
    expect(payment.raw_payload).not.toBeNull();

    for (const [uid, fields] of Object.entries(SECRETS)) {
      const list = await latest(uid);
      expect([uid, list.results.length > 0]).toEqual([uid, true]);
      const detail = await panel.get(cm(uid, `/${list.results[0].documentId}`));
      expect([uid, detail.status]).toEqual([uid, 200]);
      const sent = new Set([...keysOf(list.results), ...keysOf(detail.body.data)]);
      expect([uid, fields.filter((field) => sent.has(field))]).toEqual([uid, []]);
      // A user's password input stays: it sets a new one and is never filled with the stored hash.
      const { layouts } = await panel.configuration(uid);
      const shown = [...layouts.list, ...layouts.edit.flat().map((field: Json) => field.name)];
      const unshown = fields.filter((field) => field !== 'password');
      expect([uid, unshown.filter((field) => shown.includes(field))]).toEqual([uid, []]);
    }
  });

  it('takes no secret from a panel save either', async () => {
    const order = (await latest('plugin::billing.order')).results[0];
    const saved = await panel.put(cm('plugin::billing.order', `/${order.documentId}`), {
      ...order,
      checkout_url: 'https://evil.test/pay',
    });
    expect(saved.status).toBe(200);
    const stored = await app.strapi.db.query('plugin::billing.order').findOne({ where: { id: order.id } });
    expect(stored.checkout_url).not.toBe('https://evil.test/pay');
  });

  it('hides every field named like a secret of every content type from the panel', () => {
    const unhidden = Object.values(app.strapi.contentTypes)
      .filter((model) => /^(api|plugin)::/.test(model.uid) && !model.uid.startsWith('plugin::upload.'))
      .flatMap((model) =>
        Object.entries(model.attributes as Record<string, { type: string }>)
          .filter(([name, attribute]) => SECRET_NAME.test(name) && attribute.type !== 'password')
          .filter(([name]) => !(model as Json).config?.attributes?.[name]?.hidden)
          .map(([name]) => `${model.uid}.${name}`),
      );
    expect(unhidden).toEqual([]);
  });

  it('lets a moderator approve or reject a review and change nothing else of it', async () => {
    const [review] = (await latest(REVIEW)).results;
    expect(review).toMatchObject({ state: 'pending', rating: 5 });
    const { metadatas } = await panel.configuration(REVIEW);
    for (const field of ['rating', 'comment', 'user_id', 'reviewable_type', 'reviewable_id', 'sub_scores'])
      expect([field, metadatas[field].edit.editable]).toEqual([field, false]);
    expect(metadatas.state.edit.editable).toBe(true);

    for (const change of [
      { rating: 1 },
      { comment: 'Dirty rooms' },
      { user_id: review.user_id + 1 },
      { reviewable_id: review.reviewable_id + 1 },
      { reviewable_type: 'restaurant' },
      { reviewable_name: 'Elsewhere' },
      { sub_scores: { cleanliness: 1 } },
    ]) {
      const res = await panel.put(cm(REVIEW, `/${review.documentId}`), { ...review, ...change });
      expect([change, res.status]).toEqual([change, 400]);
      expect(res.body.error.message).toMatch(/set by the reviewer and cannot be changed in the panel/);
    }
    const approved = await panel.put(cm(REVIEW, `/${review.documentId}`), { ...review, state: 'approved' });
    expect(approved.status).toBe(200);
    const stored = await app.strapi.db.query(REVIEW).findOne({ where: { id: review.id } });
    expect(stored).toMatchObject({
      state: 'approved',
      rating: review.rating,
      comment: review.comment,
      user_id: review.user_id,
      reviewable_id: review.reviewable_id,
    });

    const made = await panel.post(cm(REVIEW), { ...review, id: undefined, documentId: undefined });
    expect([made.status, made.body.error.message]).toEqual([
      400,
      'These records are created by the reviewer, not in the panel.',
    ]);
  });
});
