import { panelSession, type Json } from '../helpers/panel';
import { collect, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;
const MEMBER = 'api::trip.trip-member';
const LINK = 'api::trip.trip-share-link';
const ACTIVITY = 'api::trip.trip-activity';

/**
 * The admin panel and trips planned together (CONTRACT §14): admins see a trip's members,
 * invitations, share links and activity read-only, and a trip edited in the panel is a change of
 * the trip like any other (its version, its activity, `trip.updated` to its members).
 */
describe('trips together in the admin panel', () => {
  let app: TestApp;
  let panel: Awaited<ReturnType<typeof panelSession>>;
  const tokens: Record<string, string> = {};
  let tripId: number;

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const name of ['owner', 'editor']) {
      const user = await createUser(app.strapi, {
        email: `${name}@together-panel.test`,
        name: `The ${name}`,
      });
      tokens[name] = await tokenFor(app.strapi, user);
    }
    const trip = await app
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${tokens.owner}`)
      .send({ title: 'Seen by admins' });
    tripId = trip.body.data.id;
    await joinedBy(app, tokens.owner, tripId, tokens.editor, 'editor');
    await app
      .http()
      .post(`/api/trips/${tripId}/members`)
      .set('Authorization', `Bearer ${tokens.owner}`)
      .send({ email: 'pending@together-panel.test', role: 'viewer' });
    panel = await panelSession(app, 'admin@example.com');
  });
  afterAll(() => app?.close());

  it("shows a trip's members, invitations, share links and activity, without their secrets, and takes no edit", async () => {
    const members = await panel.get(cm(MEMBER, `?filters[trip_id][$eq]=${tripId}&sort=id:ASC`));
    expect(members.status).toBe(200);
    expect(members.body.results.map((row: Json) => [row.role, row.state, row.email])).toEqual([
      ['editor', 'accepted', 'editor@together-panel.test'],
      ['viewer', 'pending', 'pending@together-panel.test'],
    ]);
    const links = await panel.get(cm(LINK, `?filters[trip_id][$eq]=${tripId}`));
    expect(links.body.results[0]).toMatchObject({ trip_title: 'Seen by admins', role: 'editor' });
    const activity = await panel.get(cm(ACTIVITY, `?filters[trip_id][$eq]=${tripId}`));
    expect(activity.body.results.map((row: Json) => row.change)).toEqual(['member_added']);
    const everything = JSON.stringify([members.body, links.body]);
    for (const secret of ['nonce', 'token_hash', 'secret_hash']) expect(everything).not.toContain(secret);

    const before = await app.strapi.db.query(MEMBER).findMany({ where: { trip_id: tripId } });
    const [editor] = members.body.results;
    expect((await panel.put(cm(MEMBER, `/${editor.documentId}`), { role: 'viewer' })).status).toBe(403);
    expect((await panel.delete(cm(MEMBER, `/${editor.documentId}`))).status).toBe(403);
    expect(
      (await panel.post(cm(MEMBER), { trip_id: tripId, role: 'editor', state: 'accepted' })).status,
    ).toBe(403);
    expect((await panel.delete(cm(LINK, `/${links.body.results[0].documentId}`))).status).toBe(403);
    expect((await panel.delete(cm(ACTIVITY, `/${activity.body.results[0].documentId}`))).status).toBe(403);
    expect(await app.strapi.db.query(MEMBER).findMany({ where: { trip_id: tripId } })).toEqual(before);
  });

  it('a trip edited in the panel takes its next version, an activity row, and its members hear of it', async () => {
    const pusher = pusherFor(app, tokens.editor);
    const heard = collect<Json>(await subscribed(pusher, `presence-trip.${tripId}`), 'trip.updated');
    try {
      const trip = await app.strapi.db.query('api::trip.trip').findOne({ where: { id: tripId } });
      const saved = await panel.put(cm('api::trip.trip', `/${trip.documentId}`), {
        title: 'Renamed by an admin',
      });
      expect(saved.status).toBe(200);
      const after = await app.strapi.db.query('api::trip.trip').findOne({ where: { id: tripId } });
      expect([after.title, after.version]).toEqual(['Renamed by an admin', trip.version + 1]);
      await until(() => heard.length === 1);
      expect(heard[0]).toMatchObject({ change: 'trip_updated', version: trip.version + 1, by: { id: null } });
      const activity = await app
        .http()
        .get(`/api/trips/${tripId}/activity`)
        .set('Authorization', `Bearer ${tokens.editor}`);
      expect(activity.body.data[0]).toMatchObject({
        change: 'trip_updated',
        by: null,
        version: trip.version + 1,
      });
    } finally {
      pusher.disconnect();
    }
  });
});
