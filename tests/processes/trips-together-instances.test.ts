import type Pusher from 'pusher-js';
import { collect, pusherFor, subscribed, until } from '../helpers/pusher';
import { BOOT_BOTH_MS, startSecondInstance, type SecondInstance } from '../helpers/second-instance';
import { startSmtpServer } from '../helpers/smtp';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Two processes on one database and one Redis: the PostgreSQL + Redis pass.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres' && Boolean(process.env.REDIS_URL);

/**
 * Trips planned together on two instances (CONTRACT §13, §14): the whole flow over a real SMTP
 * server with the owner watching live, and the races — concurrent attaches by two editors,
 * concurrent accepts of one invitation, the member limit under concurrent invitations.
 */
(onPostgres ? describe : describe.skip)('trips together across instances', () => {
  let first: TestApp;
  let second: SecondInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  let places: Json[];

  const on = (
    instance: TestApp | SecondInstance,
    who: string,
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
  ) => instance.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const newTrip = async (title: string) =>
    (await on(first, 'owner', 'post', '/api/trips').send({ title, no_of_days: 5 })).body.data.id as number;
  const watch = async (instance: { url: string }, who: string, tripId: number) => {
    const pusher = pusherFor(instance, tokens[who]);
    clients.push(pusher);
    const errors: Json[] = [];
    const channel = await subscribed(pusher, `presence-trip.${tripId}`);
    channel.bind('pusher:subscription_error', (error: Json) => errors.push(error));
    return { changes: collect<Json>(channel, 'trip.updated'), errors };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await bootStrapi({
      env: { ...smtp.env, SEED_CATALOG: 'true', THROTTLE_INVITATIONS: '1000/60,1000/86400' },
    });
    second = await startSecondInstance();
    for (const name of ['owner', 'editor', 'editor2', 'outsider']) {
      const user = await createUser(first.strapi, {
        email: `${name}@together-instances.test`,
        name: `The ${name}`,
      });
      [ids[name], tokens[name]] = [user.id, await tokenFor(first.strapi, user)];
    }
    places = (await first.http().get('/api/attractions?per_page=40')).body.data;
  }, BOOT_BOTH_MS);
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await second?.stop();
    await first?.close();
    await smtp?.close();
  });

  it('invite by mail, accept from the link, edit, watched live; a removed member is refused at once on both', async () => {
    const tripId = await newTrip('Flow over two instances');
    const owner = await watch(second, 'owner', tripId);
    const invited = await on(first, 'owner', 'post', `/api/trips/${tripId}/members`).send({
      email: 'editor@together-instances.test',
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    const mail = await smtp.waitFor('editor@together-instances.test', /invites you/, 15000);
    const [, token] = /\/api\/trip-invitations\/(\S+)/.exec(mail.text)!;
    expect((await on(second, 'editor', 'post', `/api/trip-invitations/${token}/accept`)).status).toBe(200);
    const editor = await watch(first, 'editor', tripId);
    const attached = await on(first, 'editor', 'post', `/api/trips/${tripId}/attach/attraction`).send({
      item_id: places[0].id,
    });
    expect(attached.status).toBe(200);
    await until(() => owner.changes.length === 2, 10000, "the owner's two changes");
    expect(owner.changes.map((change) => [change.change, change.by.id])).toEqual([
      ['member_added', ids.editor],
      ['item_attached', ids.editor],
    ]);

    const members = (await on(second, 'owner', 'get', `/api/trips/${tripId}/members`)).body.data as Json[];
    const row = members.find((member) => member.user?.id === ids.editor)!;
    expect((await on(second, 'owner', 'delete', `/api/trips/${tripId}/members/${row.id}`)).status).toBe(200);
    for (const instance of [first, second])
      expect((await on(instance, 'editor', 'get', `/api/trips/${tripId}`)).status).toBe(404);
    // The socket on the other instance was put out, and may not come back.
    await until(() => editor.errors.length === 1, 10000, "the removed member's refused subscription");
    expect(editor.errors[0]).toMatchObject({ status: 403 });
  });

  it('20 concurrent attaches by two editors on two instances: 20 items, 20 versions in turn, 20 activity rows, 20 events', async () => {
    const tripId = await newTrip('Twenty at once');
    await joinedBy(first, tokens.owner, tripId, tokens.editor, 'editor');
    await joinedBy(first, tokens.owner, tripId, tokens.editor2, 'editor');
    const start = (await on(first, 'owner', 'get', `/api/trips/${tripId}`)).body.data.version as number;
    const owner = await watch(first, 'owner', tripId);
    const answers = await Promise.all(
      places.slice(1, 21).map((place, n) =>
        on(
          n % 2 ? second : first,
          n % 4 < 2 ? 'editor' : 'editor2',
          'post',
          `/api/trips/${tripId}/attach/attraction`,
        ).send({
          item_id: place.id,
          day_number: (n % 5) + 1,
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const trip = (await on(second, 'owner', 'get', `/api/trips/${tripId}`)).body.data;
    expect(trip.itinerary_items).toHaveLength(20);
    expect(trip.version).toBe(start + 20);
    const activity = (await on(first, 'owner', 'get', `/api/trips/${tripId}/activity?per_page=50`)).body
      .data as Json[];
    const attaches = activity.filter((row) => row.change === 'item_attached');
    expect(attaches.map((row) => row.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => start + n + 1),
    );
    await until(() => owner.changes.length === 20, 15000, 'the twenty events');
    const versions = owner.changes.map((change) => change.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => start + n + 1));

    // Two detaches of one item at once: one 200, one 404.
    const item = trip.itinerary_items[0].id;
    const detaches = await Promise.all(
      [first, second].map((instance) =>
        on(instance, 'editor', 'delete', `/api/trips/${tripId}/detach/${item}`),
      ),
    );
    expect(detaches.map((res) => res.status).sort()).toEqual([200, 404]);
  });

  it('10 concurrent accepts of one invitation make one member', async () => {
    const tripId = await newTrip('One invitation, ten accepts');
    await on(first, 'owner', 'post', `/api/trips/${tripId}/members`).send({
      email: 'editor2@together-instances.test',
      role: 'viewer',
    });
    const mail = await smtp.waitFor('editor2@together-instances.test', /One invitation, ten accepts/, 15000);
    const [, token] = /\/api\/trip-invitations\/(\S+)/.exec(mail.text)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        on(n % 2 ? second : first, 'editor2', 'post', `/api/trip-invitations/${token}/accept`),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    const members = (await on(first, 'owner', 'get', `/api/trips/${tripId}/members`)).body.data as Json[];
    expect(members.map((member) => [member.role, member.status])).toEqual([
      ['owner', 'accepted'],
      ['viewer', 'accepted'],
    ]);
    const activity = (await on(second, 'owner', 'get', `/api/trips/${tripId}/activity`)).body.data as Json[];
    expect(activity.map((row) => row.change)).toEqual(['member_added']);
  });

  it('25 concurrent invitations on two instances: 20 taken, 5 refused with 422 member_limit', async () => {
    const tripId = await newTrip('Crowded');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        on(n % 2 ? second : first, 'owner', 'post', `/api/trips/${tripId}/members`).send({
          email: `guest${n}@crowd.test`,
          role: 'viewer',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect([statuses.filter((s) => s === 201).length, statuses.filter((s) => s === 422).length]).toEqual([
      20, 5,
    ]);
    expect(
      answers.filter((res) => res.status === 422).every((res) => res.body.error.type === 'member_limit'),
    ).toBe(true);
    const rows = await first.strapi.db.query('api::trip.trip-member').count({ where: { trip_id: tripId } });
    expect(rows).toBe(20);
  });
});
