import { pressOnSandbox } from './sandbox';
import type { TestApp } from './strapi';
import { createUser, tokenFor } from './users';

/**
 * One record or more in every content type the admin panel lists, made the way people make them
 * (a paid subscription, a review, a trip with a visit, a place and a stop, an invitation and a share
 * link, a favourite, a survey,
 * an agency request, a contact message, an AI plan…), the few with no public way written directly.
 * Needs the catalog seed (SEED_CATALOG=true).
 */
export const fillPanelTypes = async (app: TestApp) => {
  const { strapi } = app;
  const user = await createUser(strapi, { email: 'traveller@panel.test' });
  const token = await tokenFor(strapi, user);
  const post = async (path: string, body: object, auth = true) => {
    const request = app.http().post(path);
    const res = await (auth ? request.set('Authorization', `Bearer ${token}`) : request).send(body);
    if (res.status >= 300)
      throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const checkout = await post('/api/payments/initiate', { type: 'subscription', plan_id: 2 });
  await pressOnSandbox(app, checkout.checkout_url, 'pay');
  const [hotel] = (await app.http().get('/api/hotels?per_page=1')).body.data;
  const [destination] = (await app.http().get('/api/destinations?per_page=1')).body.data;
  await post(`/api/reviews/hotels/${hotel.id}`, { rating: 5, comment: 'Quiet rooms and a kind staff' });
  await post(`/api/favourites/hotel/${hotel.id}`, {});
  const trip = await post('/api/trips', {
    title: 'A week on the Nile',
    destination_id: destination.id,
    days: [{ day_number: 1, items: [{ title: 'Felucca ride' }] }],
  });
  await post(`/api/trips/${trip.id}/attach/hotel`, { item_id: hotel.id, day_number: 1 });
  // Planned together: an invitation and a share link (the attach above wrote the trip's activity).
  await post(`/api/trips/${trip.id}/members`, { email: 'friend@panel.test', role: 'editor' });
  await post(`/api/trips/${trip.id}/share-links`, { role: 'viewer' });
  await post('/api/surveys', { travel_style: 'relaxed', budget_level: 'high', interests: ['food'] });
  const assignment = await post('/api/agency-requests', { budget_level: 'high' });
  await post('/api/ai/plan', { destination_id: destination.id, no_of_days: 2 });
  await post(
    '/api/contacts',
    { name: 'Mona', email: 'mona@panel.test', subject: 'Refunds', message: 'How?' },
    false,
  );
  await post('/api/newsletter/subscribe', { email: 'reader@panel.test' }, false);

  const create = (uid: string, data: object) => strapi.db.query(uid as never).create({ data });
  await create('api::trip.trip-event', {
    type: 'trip.forked',
    trip_id: trip.id,
    user_id: user.id,
    payload: {},
  });
  const conversation = await create('api::conversation.conversation', {
    type: 'direct_support',
    title: 'Visa question',
    user_id: user.id,
  });
  await create('api::conversation.message', {
    conversation_id: conversation.id,
    sender_id: user.id,
    sender_type: 'user',
    body: 'Do I need a visa for Egypt?',
  });
  await create('api::notification.notification', {
    user_id: user.id,
    type: 'payment_succeeded',
    title: 'Payment received',
    state: 'unread',
  });
  await create('api::agency.flag', {
    reporter_id: user.id,
    flagged_user_id: user.id,
    agency_assignment_id: assignment.id,
    reason: 'No answer for a week',
    state: 'pending',
  });
  await create('plugin::accounts.personal-access-token', {
    user_id: user.id,
    name: 'Build server',
    scopes: ['trips:read'],
    token_hash: 'f'.repeat(64),
    hint: 'x7Qa',
  });
  await create('plugin::accounts.connected-app', {
    user_id: user.id,
    client_id: 'assistant-client',
    client_name: 'Test Assistant',
    grant_id: 'grant-of-the-panel-test',
    scopes: ['catalog:read', 'trips:read'],
    connected_at: new Date(),
  });
  await create('plugin::reports.report', {
    title: 'Booking report 2026-01-01 to 2026-01-31 (PDF)',
    admin_user_id: 1,
    from_date: '2026-01-01',
    to_date: '2026-01-31',
    format: 'pdf',
    state: 'completed',
  });
  return { user, trip };
};
