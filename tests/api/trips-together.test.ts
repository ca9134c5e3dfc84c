import { outbox } from '../../src/plugins/queue/public';
import { startSmtpServer } from '../helpers/smtp';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { callerOf } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Trips planned together (CONTRACT §14): invitations by mail (a real SMTP server), accepting from
 * the link, roles held on every route, share links, lists by scope, versions and If-Match, activity.
 */
describe('trips together', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let tripId: number;
  let places: Json[];

  const call = callerOf(() => app, tokens);
  const email = (who: string) => `${who}@together.test`;
  const mailed = async () => {
    expect(await outbox(app.strapi).idle()).toBe(true);
  };
  /** Invites `who` (an account or an address) and answers the token of the mailed link. */
  const invite = async (who: string, role: string, trip = tripId) => {
    const sent = await call('owner', 'post', `/api/trips/${trip}/members`).send({ email: email(who), role });
    expect(sent.status).toBe(201);
    await mailed();
    const mail = await smtp.waitFor(email(who), /invites you/);
    const [, token] = /\/api\/trip-invitations\/(\S+)/.exec(mail.text)!;
    return { invitation: sent.body.data as Json, token, mail };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: { ...smtp.env, SEED_CATALOG: 'true', THROTTLE_INVITATIONS: '1000/60,1000/86400' },
    });
    for (const [name, role] of [
      ['owner', 'user'],
      ['editor', 'user'],
      ['viewer', 'user'],
      ['outsider', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, { email: email(name), role, name: `The ${name}` });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    tripId = (await call('owner', 'post', '/api/trips').send({ title: 'Lisbon together', no_of_days: 4 }))
      .body.data.id;
    places = (await app.http().get('/api/attractions?per_page=6')).body.data;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('an invitation is mailed in both languages with its link, and told in the app', async () => {
    const { invitation, token, mail } = await invite('editor', 'editor');
    expect(invitation).toMatchObject({
      user: { id: ids.editor, name: 'The editor' },
      email: email('editor'),
      role: 'editor',
      status: 'pending',
    });
    expect(new Date(invitation.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(mail.text).toContain('Lisbon together');
    expect(mail.text).toContain('يدعوك');
    expect(mail.html).toContain('dir="rtl"');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const notices = (await call('editor', 'get', '/api/notifications')).body.data as Json[];
    const notice = notices.find((each) => each.type === 'trip_invitation')!;
    expect(notice.data).toMatchObject({
      trip_id: tripId,
      role: 'editor',
      url: expect.stringContaining(token),
    });

    const shown = await app.http().get(`/api/trip-invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ trip: { id: tripId, title: 'Lisbon together' }, role: 'editor' });
    const page = await app.http().get(`/api/trip-invitations/${token}`).set('Accept', 'text/html');
    expect([page.status, page.type]).toEqual([200, 'text/html']);
    expect(page.text).toContain('Lisbon together');

    // Before accepting, the invited account is no member: the private trip is 404 to them.
    expect((await call('editor', 'get', `/api/trips/${tripId}`)).status).toBe(404);
    expect((await call('outsider', 'post', `/api/trip-invitations/${token}/accept`)).status).toBe(403);
    const accepted = await call('editor', 'post', `/api/trip-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: tripId, role: 'editor', members_count: 2, version: 2 });
    expect((await call('editor', 'post', `/api/trip-invitations/${token}/accept`)).status).toBe(404);
    expect((await app.http().get(`/api/trip-invitations/${token}`)).status).toBe(404);
  });

  it('duplicates are 409 `already_member`, the owner role and unknown roles 422', async () => {
    for (const who of ['editor', 'owner']) {
      const again = await call('owner', 'post', `/api/trips/${tripId}/members`).send({
        email: email(who).toUpperCase(),
        role: 'viewer',
      });
      expect([again.status, again.body.error?.type]).toEqual([409, 'already_member']);
    }
    for (const role of ['owner', 'admin', undefined]) {
      const wrong = await call('owner', 'post', `/api/trips/${tripId}/members`).send({
        email: 'x@y.test',
        role,
      });
      expect([wrong.status, wrong.body.error?.type]).toEqual([422, 'validation_error']);
    }
  });

  it('a viewer reads the trip, its calendar and members; an editor changes the plan; neither manages it', async () => {
    const { token } = await invite('viewer', 'viewer');
    expect((await call('viewer', 'post', `/api/trip-invitations/${token}/accept`)).status).toBe(200);

    const read = await call('viewer', 'get', `/api/trips/${tripId}`);
    expect([read.status, read.body.data.role, read.body.data.members_count]).toEqual([200, 'viewer', 3]);
    expect((await call('viewer', 'get', `/api/trips/${tripId}/calendar.ics`)).status).not.toBe(404);
    const members = (await call('viewer', 'get', `/api/trips/${tripId}/members`)).body.data as Json[];
    expect(members.map((member) => [member.role, member.status])).toEqual([
      ['owner', 'accepted'],
      ['editor', 'accepted'],
      ['viewer', 'accepted'],
    ]);
    expect(members.every((member) => member.email === null)).toBe(true);

    const attach = (who: string, place: Json) =>
      call(who, 'post', `/api/trips/${tripId}/attach/attraction`).send({ item_id: place.id, day_number: 2 });
    expect((await attach('viewer', places[0])).status).toBe(403);
    expect((await attach('editor', places[0])).status).toBe(200);
    expect((await call('viewer', 'put', `/api/trips/${tripId}`).send({ title: 'Mine now' })).status).toBe(
      403,
    );
    const renamed = await call('editor', 'put', `/api/trips/${tripId}`).send({ title: 'Lisbon in May' });
    expect([renamed.status, renamed.body.data.title]).toEqual([200, 'Lisbon in May']);

    for (const [path, method, body] of [
      [`/api/trips/${tripId}`, 'put', { is_public: true }],
      [`/api/trips/${tripId}`, 'put', { status: 'cancelled' }],
      [`/api/trips/${tripId}`, 'delete', undefined],
      [`/api/trips/${tripId}/members`, 'post', { email: 'friend@together.test', role: 'viewer' }],
      [`/api/trips/${tripId}/share-links`, 'post', { role: 'viewer' }],
    ] as const) {
      const refused = await call('editor', method, path).send(body);
      expect([path, method, refused.status, refused.body.error?.type]).toEqual([
        path,
        method,
        403,
        'forbidden',
      ]);
    }
    // The same values back change nothing and pass (a client sends the whole trip back).
    expect((await call('editor', 'put', `/api/trips/${tripId}`).send({ is_public: false })).status).toBe(200);
    // Outsiders see nothing of a private trip.
    for (const path of ['', '/members', '/activity', '/calendar.ics'])
      expect((await call('outsider', 'get', `/api/trips/${tripId}${path}`)).status).toBe(404);
  });

  it('lists by scope carry the caller’s role and the members count', async () => {
    const titles = async (who: string, scope?: string) =>
      (await call(who, 'get', `/api/trips${scope ? `?scope=${scope}` : ''}`)).body.data.map((trip: Json) => [
        trip.id,
        trip.role,
        trip.members_count,
      ]);
    expect(await titles('editor')).toEqual([]);
    expect(await titles('editor', 'shared')).toEqual([[tripId, 'editor', 3]]);
    expect(await titles('editor', 'all')).toEqual([[tripId, 'editor', 3]]);
    expect(await titles('owner', 'shared')).toEqual([]);
    expect(await titles('owner')).toEqual([[tripId, 'owner', 3]]);
    expect((await call('owner', 'get', '/api/trips?scope=everyone')).status).toBe(422);
    expect((await call('editor', 'get', '/api/dashboard')).body.data.shared_trips).toBe(1);
  });

  it('If-Match with an old ETag is 412 with the current trip, and nothing is written', async () => {
    const read = await call('editor', 'get', `/api/trips/${tripId}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"trip-${tripId}-v${read.body.data.version}"`);
    const moved = await call('owner', 'put', `/api/trips/${tripId}`)
      .set('If-Match', etag)
      .send({ budget: 900 });
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).toBe(`"trip-${tripId}-v${read.body.data.version + 1}"`);

    const stale = await call('editor', 'put', `/api/trips/${tripId}`)
      .set('If-Match', etag)
      .send({ title: 'Stale' });
    expect([stale.status, stale.body.error.type]).toEqual([412, 'version_conflict']);
    expect(stale.body.error.current).toMatchObject({ id: tripId, title: 'Lisbon in May', role: 'editor' });
    const byBody = await call('editor', 'post', `/api/trips/${tripId}/attach/attraction`).send({
      item_id: places[1].id,
      version: read.body.data.version,
    });
    expect(byBody.status).toBe(412);
    const after = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    expect([after.title, after.version]).toEqual(['Lisbon in May', read.body.data.version + 1]);
    expect(after.itinerary_items.some((item: Json) => item.itemable_id === places[1].id)).toBe(false);
    expect(
      (await call('owner', 'put', `/api/trips/${tripId}`).set('If-Match', '"nonsense"').send({ budget: 1 }))
        .status,
    ).toBe(412);
    const gone = await call('owner', 'delete', `/api/trips/${tripId}`).set('If-Match', etag);
    expect([gone.status, gone.body.error.type]).toEqual([412, 'version_conflict']);
    const fresh = await call('owner', 'put', `/api/trips/${tripId}`)
      .set('If-Match', moved.headers.etag)
      .send({ budget: 950 });
    expect(fresh.status).toBe(200);
  });

  it('the activity lists every change, newest first, with who made it', async () => {
    const activity = await call('viewer', 'get', `/api/trips/${tripId}/activity`);
    expect(activity.status).toBe(200);
    const rows = activity.body.data as Json[];
    const trip = (await call('owner', 'get', `/api/trips/${tripId}`)).body.data;
    expect(rows[0].version).toBe(trip.version);
    expect(rows.map((row) => row.version)).toEqual([...rows.map((row) => row.version)].sort((a, b) => b - a));
    expect(
      rows
        .map((row) => row.change)
        .reverse()
        .slice(0, 4),
    ).toEqual(['member_added', 'member_added', 'item_attached', 'trip_updated']);
    expect(rows.find((row) => row.change === 'item_attached')).toMatchObject({
      by: { id: ids.editor, name: 'The editor' },
      item: { itemable_type: 'attraction', itemable_id: places[0].id, day_number: 2 },
    });
  });

  it('share links: the owner makes one, anyone signed in joins with its role, a revoked link lets nobody in', async () => {
    const made = await call('owner', 'post', `/api/trips/${tripId}/share-links`).send({
      role: 'viewer',
      expires_in_days: 3,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.url).toMatch(/\/api\/trip-share\/[A-Za-z0-9_-]{43}$/);
    const secret = made.body.data.url.split('/').pop();
    expect((await call('owner', 'get', `/api/trips/${tripId}/share-links`)).body.data).toEqual([
      made.body.data,
    ]);
    const rows = await app.strapi.db
      .query('api::trip.trip-share-link')
      .findMany({ where: { trip_id: tripId } });
    expect(JSON.stringify(rows)).not.toContain(secret);

    expect((await app.http().get(`/api/trip-share/${secret}`)).body.data).toMatchObject({ role: 'viewer' });
    expect((await app.http().post(`/api/trip-share/${secret}/join`)).status).toBe(401);
    const joined = await call('outsider', 'post', `/api/trip-share/${secret}/join`);
    expect([joined.status, joined.body.data.role]).toEqual([200, 'viewer']);
    const twice = await call('outsider', 'post', `/api/trip-share/${secret}/join`);
    expect([twice.status, twice.body.message]).toEqual([200, 'You are already on this trip']);

    expect(
      (await call('owner', 'delete', `/api/trips/${tripId}/share-links/${made.body.data.id}`)).status,
    ).toBe(200);
    const late = await createUser(app.strapi, { email: email('late'), name: 'Late' });
    tokens.late = await tokenFor(app.strapi, late);
    expect((await call('late', 'post', `/api/trip-share/${secret}/join`)).status).toBe(404);
    expect((await call('outsider', 'get', `/api/trips/${tripId}`)).body.data.role).toBe('viewer');
  });

  it('removal: a member leaves, the owner removes one, each is refused at once', async () => {
    const members = (await call('owner', 'get', `/api/trips/${tripId}/members`)).body.data as Json[];
    const memberId = (who: string) => members.find((member) => member.user?.id === ids[who])!.id;
    expect(
      (await call('viewer', 'delete', `/api/trips/${tripId}/members/${memberId('editor')}`)).status,
    ).toBe(403);
    expect(
      (await call('outsider', 'delete', `/api/trips/${tripId}/members/${memberId('outsider')}`)).status,
    ).toBe(200);
    expect((await call('outsider', 'get', `/api/trips/${tripId}`)).status).toBe(404);
    expect((await call('owner', 'delete', `/api/trips/${tripId}/members/${memberId('viewer')}`)).status).toBe(
      200,
    );
    expect((await call('viewer', 'get', `/api/trips/${tripId}`)).status).toBe(404);
    await mailed();
    await smtp.waitFor(email('viewer'), /removed from a trip/);
    const changes = (await call('owner', 'get', `/api/trips/${tripId}/activity`)).body.data.slice(0, 2);
    expect(changes.map((row: Json) => [row.change, row.member.user_id])).toEqual([
      ['member_removed', ids.viewer],
      ['member_removed', ids.outsider],
    ]);
  });

  it('an unknown address is invited to sign up; the invitation expires after 7 days', async () => {
    const { invitation, mail, token } = await invite('newcomer', 'viewer');
    expect(invitation).toMatchObject({ user: null, email: email('newcomer'), status: 'pending' });
    expect(mail.text).toContain('Create your');
    await app.strapi.db
      .query('api::trip.trip-member')
      .update({ where: { id: invitation.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    const newcomer = await createUser(app.strapi, { email: email('newcomer'), name: 'New' });
    tokens.newcomer = await tokenFor(app.strapi, newcomer);
    expect((await call('newcomer', 'post', `/api/trip-invitations/${token}/accept`)).status).toBe(404);
    // Expired, it leaves room: the address may be invited again, and accepts this time.
    const again = await invite('newcomer', 'viewer');
    expect((await call('newcomer', 'post', `/api/trip-invitations/${again.token}/accept`)).status).toBe(200);
  });

  it('a trip holds at most 20 members and invitations', async () => {
    const trip = (await call('owner', 'post', '/api/trips').send({ title: 'Crowded' })).body.data.id;
    for (let n = 0; n < 20; n += 1) {
      const sent = await call('owner', 'post', `/api/trips/${trip}/members`).send({
        email: `guest${n}@crowd.test`,
        role: 'viewer',
      });
      expect(sent.status).toBe(201);
    }
    const full = await call('owner', 'post', `/api/trips/${trip}/members`).send({
      email: 'one-more@crowd.test',
      role: 'viewer',
    });
    expect([full.status, full.body.error.type]).toEqual([422, 'member_limit']);
    const pending = (await call('owner', 'get', `/api/trips/${trip}/members`)).body.data as Json[];
    expect(pending).toHaveLength(21);
    expect((await call('owner', 'get', `/api/trips/${trip}`)).body.data.version).toBe(1);
  });

  it('an invitation is declined from its link, or withdrawn by the owner: either way its link is 404', async () => {
    const declined = await invite('decliner', 'viewer');
    const decliner = await createUser(app.strapi, { email: email('decliner'), name: 'Decliner' });
    tokens.decliner = await tokenFor(app.strapi, decliner);
    expect((await call('outsider', 'post', `/api/trip-invitations/${declined.token}/decline`)).status).toBe(
      403,
    );
    expect((await call('decliner', 'post', `/api/trip-invitations/${declined.token}/decline`)).status).toBe(
      200,
    );
    expect((await call('decliner', 'post', `/api/trip-invitations/${declined.token}/accept`)).status).toBe(
      404,
    );
    const withdrawn = await invite('withdrawn', 'viewer');
    const gone = await call('owner', 'delete', `/api/trips/${tripId}/members/${withdrawn.invitation.id}`);
    expect([gone.status, gone.body.message]).toEqual([200, 'Invitation withdrawn successfully']);
    const page = await app.http().get(`/api/trip-invitations/${withdrawn.token}`).set('Accept', 'text/html');
    expect([page.status, page.type]).toEqual([404, 'text/html']);
    expect(page.text).toContain('no longer valid');
    expect((await app.http().get('/api/trip-invitations/not-a-token')).status).toBe(404);
  });
});
