import type Pusher from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import { collect, connected, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { callerOf, joinedBy } from '../helpers/trips-together';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The trip's live channel with its members (CONTRACT §13, §14): members are present, hear every
 * change (their own changes of the members included) and each other's client events; outsiders
 * are refused, and a removed member is put out at once.
 */
describe('trips together, live', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  let tripId: number;
  let places: Json[];

  const call = callerOf(() => app, tokens);
  const channelName = () => `presence-trip.${tripId}`;
  /** `who` with the trip open: their socket, subscription, the changes and client events they hear. */
  const open = async (who: string) => {
    const pusher = pusherFor(app, tokens[who]);
    clients.push(pusher);
    const states: string[] = [];
    const errors: Json[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const socketId = await connected(pusher);
    const channel = (await subscribed(pusher, channelName())) as PresenceChannel;
    channel.bind('pusher:subscription_error', (error: Json) => errors.push(error));
    return {
      pusher,
      socketId,
      channel,
      states,
      errors,
      changes: collect<Json>(channel as Channel, 'trip.updated'),
      editing: collect<Json>(channel as Channel, 'client-editing'),
    };
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const name of ['owner', 'editor', 'viewer', 'outsider']) {
      const user = await createUser(app.strapi, { email: `${name}@together-live.test`, name: `The ${name}` });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user)];
    }
    tripId = (await call('owner', 'post', '/api/trips').send({ title: 'Together, live' })).body.data.id;
    places = (await app.http().get('/api/restaurants?per_page=4')).body.data;
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await app?.close();
  });

  it('members are present on the trip, hear every change and each other’s client events; outsiders are refused', async () => {
    const owner = await open('owner');
    await joinedBy(app, tokens.owner, tripId, tokens.editor, 'editor');
    await until(() => owner.changes.length === 1);
    expect(owner.changes[0]).toMatchObject({
      change: 'member_added',
      by: { id: ids.editor, name: 'The editor' },
      member: { user_id: ids.editor, role: 'editor' },
    });
    const editor = await open('editor');
    await until(() => owner.channel.members.count === 2, 5000, 'the editor’s presence');
    expect(editor.channel.members.get(String(ids.owner))).toEqual({
      id: String(ids.owner),
      info: { name: 'The owner' },
    });

    const attached = await call('editor', 'post', `/api/trips/${tripId}/attach/restaurant`)
      .set('X-Socket-ID', editor.socketId)
      .send({ item_id: places[0].id, day_number: 1 });
    expect(attached.status).toBe(200);
    await until(() => owner.changes.length === 2);
    expect(owner.changes[1]).toMatchObject({ change: 'item_attached', by: { id: ids.editor } });
    // The editor's own socket was named in X-Socket-ID: it is not told what it did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(editor.changes).toEqual([]);

    editor.channel.trigger('client-editing', { day_number: 1 });
    await until(() => owner.editing.length === 1);
    expect(owner.editing[0]).toEqual({ day_number: 1 });
    expect(editor.editing).toEqual([]);

    const outsider = pusherFor(app, tokens.outsider);
    clients.push(outsider);
    await expect(subscribed(outsider, channelName())).rejects.toMatchObject({ status: 403 });
  });

  it('a removed member is put out of the channel at once and cannot come back; the others carry on', async () => {
    await joinedBy(app, tokens.owner, tripId, tokens.viewer, 'viewer');
    const owner = await open('owner');
    const viewer = await open('viewer');
    await until(() => owner.channel.members.count >= 2, 5000, 'the viewer’s presence');
    const members = (await call('owner', 'get', `/api/trips/${tripId}/members`)).body.data as Json[];
    const viewerRow = members.find((member) => member.user?.id === ids.viewer)!;
    expect((await call('owner', 'delete', `/api/trips/${tripId}/members/${viewerRow.id}`)).status).toBe(200);
    await until(() => viewer.errors.length === 1, 5000, 'the refused subscription');
    expect(viewer.errors[0]).toMatchObject({ status: 403 });
    await until(() => owner.changes.some((change) => change.change === 'member_removed'));
    await call('owner', 'post', `/api/trips/${tripId}/attach/restaurant`).send({ item_id: places[1].id });
    await until(() => owner.changes.some((change) => change.change === 'item_attached'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(viewer.changes.some((change) => change.change === 'item_attached')).toBe(false);
  });
});
