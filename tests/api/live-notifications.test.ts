import type Pusher from 'pusher-js';
import { notifications } from '../../src/api/notification/public';
import { collect, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Notifications pushed on the user's own channel (CONTRACT §13): created, and read. */
describe('live notifications on the user channel', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  const events: Record<string, { created: Json[]; read: Json[] }> = {};

  const store = (userId: number | null, title: string) =>
    notifications(app.strapi).notifications.store(
      { userId, type: 'test_notice', title, body: `${title} body`, data: { n: title }, mail: false },
      `live-notice:${title}`,
    );
  const call = (who: string, method: 'get' | 'patch', path: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    app = await bootStrapi();
    for (const [name, role] of [
      ['reader', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, { email: `${name}@notices.test`, role });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
      const pusher = pusherFor(app, tokens[name]);
      clients.push(pusher);
      const channel = await subscribed(pusher, `private-App.Models.User.${user.id}`);
      events[name] = {
        created: collect<Json>(channel, 'notification.created'),
        read: collect<Json>(channel, 'notifications.read'),
      };
    }
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await app?.close();
  });

  it('a new notification arrives as GET /notifications lists it, with the unread count', async () => {
    await store(ids.reader, 'First');
    await until(() => events.reader.created.length === 1);
    const listed = await call('reader', 'get', '/api/notifications');
    expect(events.reader.created[0]).toEqual({ data: listed.body.data[0], meta: { unread_count: 1 } });
    expect(listed.body.meta.unread_count).toBe(1);
    // Nobody else hears of it.
    expect(events.admin.created).toEqual([]);
  });

  it('reading one, then all, tells the reader which and what is left unread', async () => {
    const first = (await call('reader', 'get', '/api/notifications')).body.data[0].id as number;
    expect((await call('reader', 'patch', `/api/notifications/${first}/read`)).status).toBe(200);
    await until(() => events.reader.read.length === 1);
    expect(events.reader.read[0]).toEqual({ ids: [first], unread_count: 0 });
    const second = await store(ids.reader, 'Second');
    // The count is read as the event leaves: the third is stored once the second's event is out.
    await until(() => events.reader.created.length === 2);
    const third = await store(ids.reader, 'Third');
    await until(() => events.reader.created.length === 3);
    expect(events.reader.created.map((event) => event.meta.unread_count)).toEqual([1, 1, 2]);
    expect((await call('reader', 'patch', '/api/notifications/read-all')).status).toBe(200);
    await until(() => events.reader.read.length === 2);
    expect({ ...events.reader.read[1], ids: [...events.reader.read[1].ids].sort() }).toEqual({
      ids: [second.id, third.id].sort(),
      unread_count: 0,
    });
    // Reading what is read already changes nothing, and says nothing.
    await call('reader', 'patch', '/api/notifications/read-all');
    await call('reader', 'patch', `/api/notifications/${first}/read`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.reader.read).toHaveLength(2);
  });

  it("a staff entry reaches every admin's channel, as the admin sees it", async () => {
    await store(null, 'Staff alert');
    await until(() => events.admin.created.length === 1);
    expect(events.admin.created[0]).toMatchObject({
      data: { title: 'Staff alert', notifiable_type: 'staff', user_id: ids.admin, status: 'unread' },
      meta: { unread_count: 1 },
    });
    expect(events.reader.created.map((event) => event.data.title)).not.toContain('Staff alert');
  });
});
