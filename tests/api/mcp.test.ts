import { contract } from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { setQuota } from '../helpers/quota';
import { pressOnSandbox } from '../helpers/sandbox';
import { FakeOpenMeteo, startFakeOpenMeteo } from '../helpers/fake-open-meteo';
import { connectMcp, McpAgent } from '../helpers/mcp';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ALL_SCOPES = ['catalog:read', 'trips:read', 'trips:write', 'ai:plan', 'checkout'];
const TOOL_NAMES = [
  'search_destinations',
  'get_destination',
  'search_flights',
  'get_weather',
  'get_ai_quota',
  'plan_trip',
  'list_trips',
  'get_trip',
  'create_trip',
  'add_to_trip',
  'remove_from_trip',
  'start_checkout',
];
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

describe('the MCP server (CONTRACT §12): the SDK client over HTTP with a bearer', () => {
  let app: TestApp;
  let meteo: FakeOpenMeteo;
  let session: string;
  let userId: number;
  let agent: McpAgent;
  let paris: Json;
  /** Every MCP answer the agents received: no token secret may be in any of them. */
  const seen: string[] = [];
  const secrets: string[] = [];
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const newToken = async (scopes: string[], name = `agent-${scopes.length}`) => {
    const res = await app.http().post('/api/me/tokens').set(bearer(session)).send({ name, scopes });
    expect(res.status).toBe(201);
    secrets.push(res.body.data.token);
    return res.body.data as { id: number; token: string };
  };

  beforeAll(async () => {
    meteo = await startFakeOpenMeteo();
    app = await bootStrapi({
      env: {
        SEED_CATALOG: 'true',
        WEATHER_BASE_URL: meteo.url,
        THROTTLE_AI: '100000/60,1000000/86400',
        THROTTLE_CHECKOUT: '1000/60',
        THROTTLE_API: '100000/60',
      },
    });
    const user = await createUser(app.strapi, { email: 'mcp-agent-owner@example.test' });
    userId = user.id;
    session = await tokenFor(app.strapi, user);
    await setQuota(app.strapi, user, 10);
    agent = await connectMcp(app.url, (await newToken(ALL_SCOPES)).token, seen);
    paris = (await agent.call('search_destinations', { search: 'Paris' })).body.data[0];
  });
  afterAll(async () => {
    await agent?.close();
    await app?.close();
    await meteo?.close();
  });

  it('lists its 12 tools, each with an object input schema from the routes’ zod schemas', async () => {
    const { tools } = await agent.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(60);
    }
    const schema = (name: string) => tools.find((tool) => tool.name === name)!.inputSchema;
    expect(Object.keys(schema('plan_trip').properties ?? {})).toEqual(
      expect.arrayContaining(['destination_id', 'no_of_days', 'budget', 'interests', 'save']),
    );
    expect(schema('add_to_trip').required).toEqual(expect.arrayContaining(['trip_id', 'type']));
    expect(Object.keys(schema('add_to_trip').properties ?? {})).toEqual(
      expect.arrayContaining(['trip_id', 'type', 'item_id', 'day_number']),
    );
    expect(Object.keys(schema('start_checkout').properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'plan_id', 'trip_id', 'idempotency_key']),
    );
  });

  it('searches the catalog as the REST routes answer it', async () => {
    expect(paris).toMatchObject({ id: expect.any(Number), name: expect.stringContaining('Paris') });
    const rest = await app.http().get(`/api/destinations?search=Paris`);
    const found = await agent.call('search_destinations', { search: 'Paris' });
    expect(found.isError).toBe(false);
    expect(found.body).toMatchObject({ success: true, data: rest.body.data });
    expect(found.body.meta.pagination).toMatchObject({ page: 1, per_page: 20, total: rest.body.data.length });

    const detail = await agent.call('get_destination', { destination_id: paris.id });
    expect(detail.body.data).toMatchObject({ id: paris.id, name: paris.name });
    for (const kind of ['hotels', 'restaurants', 'attractions'])
      expect(detail.body.data[kind].length).toBeGreaterThanOrEqual(5);
    expect(detail.body.data.hotels.every((hotel: Json) => hotel.destination_id === paris.id)).toBe(true);

    const flights = await agent.call('search_flights', { per_page: 3 });
    expect(flights.body.data.length).toBeGreaterThan(0);
    expect(flights.body.data[0]).toMatchObject({ airline: expect.any(String), price: expect.any(Number) });

    const weather = await agent.call('get_weather', { lat: paris.latitude, lon: paris.longitude });
    expect(weather.body.data).toMatchObject({ temperature: meteo.temperature, is_stale: false });
  });

  it('answers bad input with the contract’s error types: not_found, validation_error', async () => {
    const missing = await agent.call('get_destination', { destination_id: 999999 });
    expect(missing.isError).toBe(true);
    expect(missing.body.error).toMatchObject({ type: 'not_found', status: 404 });

    const invalid = await agent.call('get_destination', { destination_id: 'abc' });
    expect(invalid.isError).toBe(true);
    expect(invalid.body.error).toMatchObject({ type: 'validation_error', status: 422 });
    expect(invalid.body.error.validation_errors).toEqual([
      { field: 'destination_id', message: expect.any(String) },
    ]);

    const region = await agent.call('search_destinations', { region: 'atlantis' });
    expect(region.body.error.validation_errors[0].field).toBe('region');

    const plan = await agent.call('plan_trip', { destination_id: paris.id, no_of_days: 0 });
    expect(plan.body.error.validation_errors[0].field).toBe('no_of_days');

    const weather = await agent.call('get_weather', { lat: 91, lon: 0 });
    expect(weather.body.error.validation_errors[0]).toMatchObject({ field: 'lat' });

    await expect(agent.client.callTool({ name: 'book_everything', arguments: {} })).rejects.toThrow(
      /Unknown tool/,
    );
  });

  /** The `ai` throttle's per-minute counter of the user: the one the REST AI routes count. */
  const aiMinute = () => contract(app.strapi).throttles.limiters('ai')[0].limiter;

  it('plans a verified trip for one unit of quota; with none left the tool error is ai_quota_exhausted', async () => {
    const before = (await agent.call('get_ai_quota')).body.data;
    const counted = (await aiMinute().get(`user:${userId}`))?.consumedPoints ?? 0;
    const planned = await agent.call('plan_trip', { destination_id: paris.id, no_of_days: 2 });
    expect((await aiMinute().get(`user:${userId}`))?.consumedPoints).toBe(counted + 1);
    expect(planned.isError).toBe(false);
    expect(planned.body.data).toMatchObject({ saved: true, trip_id: expect.any(Number), violations: [] });
    expect(planned.body.data.days).toHaveLength(2);
    // The REST answer's shape (CONTRACT §10): `meta` the legacy display line, `request` the summary.
    expect(planned.body.data.meta).toBe(`2 Days • ${paris.name}`);
    expect(planned.body.data.request).toMatchObject({ no_of_days: 2, destinations: [{ id: paris.id }] });
    const after = (await agent.call('get_ai_quota')).body.data;
    expect(after.ai_quota_used).toBe(before.ai_quota_used + 1);
    const rest = await app.http().get('/api/me/ai-quota').set(bearer(session));
    expect(rest.body.data).toEqual(after);

    await setQuota(app.strapi, { id: userId }, after.ai_quota_total, after.ai_quota_total);
    const refused = await agent.call('plan_trip', { destination_id: paris.id, no_of_days: 3 });
    expect(refused.isError).toBe(true);
    expect(refused.body.error).toMatchObject({
      type: 'ai_quota_exhausted',
      status: 402,
      quota: { total: after.ai_quota_total, used: after.ai_quota_total, remaining: 0 },
    });
    await setQuota(app.strapi, { id: userId }, 10);
  });

  it('counts the REST route’s throttle: the ai limit spent, plan_trip is too_many_requests and costs nothing', async () => {
    const key = `user:${userId}`;
    const before = (await agent.call('get_ai_quota')).body.data.ai_quota_used;
    await aiMinute().penalty(key, 1_000_000);
    const refused = await agent.call('plan_trip', { destination_id: paris.id, no_of_days: 4 });
    await aiMinute().delete(key);
    expect(refused.isError).toBe(true);
    expect(refused.body.error).toMatchObject({ type: 'too_many_requests', status: 429 });
    expect((await agent.call('get_ai_quota')).body.data.ai_quota_used).toBe(before);
  });

  it('creates a trip, adds and removes items, reads it as a tool and as a trip:// resource', async () => {
    const places = (await agent.call('get_destination', { destination_id: paris.id })).body.data;
    const created = await agent.call('create_trip', {
      title: 'Paris by an agent',
      destination_id: paris.id,
      start_date: '2027-05-01',
      no_of_days: 3,
    });
    expect(created.isError).toBe(false);
    const tripId = created.body.data.id as number;

    const hotel = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'hotel',
      item_id: places.hotels[0].id,
      day_number: 1,
    });
    expect(hotel.body.message).toBe('Hotel attached to trip Day 1 successfully');
    const sight = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'attraction',
      item_id: places.attractions[0].id,
      day_number: 2,
    });
    const items = sight.body.data.itinerary_items as Json[];
    expect(items.map((item) => [item.itemable_type, item.itemable_id])).toEqual([
      ['hotel', places.hotels[0].id],
      ['attraction', places.attractions[0].id],
    ]);
    const again = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'hotel',
      item_id: places.hotels[0].id,
      day_number: 1,
    });
    expect(again.body.error.type).toBe('already_attached');

    const removed = await agent.call('remove_from_trip', { trip_id: tripId, item_id: items[0].id });
    expect(removed.body.message).toBe('Item detached from trip successfully');
    const trip = (await agent.call('get_trip', { trip_id: tripId })).body.data;
    expect(trip.itinerary_items.map((item: Json) => item.itemable_type)).toEqual(['attraction']);
    const rest = await app.http().get(`/api/trips/${tripId}`).set(bearer(session));
    expect(trip).toEqual(rest.body.data);

    const listed = await agent.call('list_trips');
    expect(listed.body.data.map((t: Json) => t.id)).toContain(tripId);

    const { resources } = await agent.client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`trip://${tripId}`);
    const read = await agent.client.readResource({ uri: `trip://${tripId}` });
    seen.push(JSON.stringify(read));
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual(rest.body.data);
    await expect(agent.client.readResource({ uri: 'trip://999999' })).rejects.toThrow(/Trip not found/);
  });

  it('holds create_trip, add_to_trip and plan_trip to 60 days and 50 items a day, storing nothing beyond', async () => {
    const rows = () =>
      Promise.all(
        ['trip', 'itinerary-item', 'trip-item'].map(async (name) =>
          Number(await app.strapi.db.query(`api::trip.${name}`).count()),
        ),
      );
    const stops = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `Stop ${i + 1}` }));
    const refusedOn = (reply: { isError: boolean; body: Json }) =>
      reply.isError && reply.body.error.type === 'validation_error'
        ? reply.body.error.validation_errors.map((e: Json) => e.field)
        : reply.body;
    const before = await rows();
    for (const [args, field] of [
      [{ title: 'Too full', days: [{ items: stops(51) }] }, 'days.0.items'],
      [{ title: 'Too full', items: stops(51) }, 'items'],
      [{ title: 'Too long', no_of_days: 61 }, 'no_of_days'],
    ] as const)
      expect(refusedOn(await agent.call('create_trip', args))).toEqual([field]);
    expect(refusedOn(await agent.call('plan_trip', { destination_id: paris.id, no_of_days: 61 }))).toEqual([
      'no_of_days',
    ]);
    expect(await rows()).toEqual(before);

    const full = await agent.call('create_trip', { title: 'Full day', days: [{ items: stops(50) }] });
    expect(full.isError).toBe(false);
    const hotelId = (await agent.call('get_destination', { destination_id: paris.id })).body.data.hotels[0]
      .id;
    const atLimit = await rows();
    for (const day_number of [1, 61]) {
      const args = { trip_id: full.body.data.id, type: 'hotel', item_id: hotelId, day_number };
      expect(refusedOn(await agent.call('add_to_trip', args))).toEqual(['day_number']);
    }
    expect(await rows()).toEqual(atLimit);
    const nextDay = { trip_id: full.body.data.id, type: 'hotel', item_id: hotelId, day_number: 60 };
    expect((await agent.call('add_to_trip', nextDay)).isError).toBe(false);
  });

  it('starts a checkout whose link the person pays on the sandbox page: the order is paid', async () => {
    const created = await agent.call('create_trip', { title: 'To book', destination_id: paris.id });
    const tripId = created.body.data.id as number;
    const checkout = await agent.call('start_checkout', { type: 'trip_package', trip_id: tripId });
    expect(checkout.isError).toBe(false);
    expect(checkout.body.data).toMatchObject({
      order_id: expect.any(Number),
      checkout_url: expect.stringContaining('/api/payments/sandbox/'),
      amount_cents: expect.any(Number),
    });
    await pressOnSandbox(app, checkout.body.data.checkout_url, 'pay');
    const order = await app.strapi.db
      .query('plugin::billing.order')
      .findOne({ where: { id: checkout.body.data.order_id } });
    expect(order.state).toBe('fulfilled');
    expect((await agent.call('get_trip', { trip_id: tripId })).body.data.status).toBe('booked');

    const missing = await agent.call('start_checkout', { type: 'subscription' });
    expect(missing.body.error.validation_errors).toEqual([
      { field: 'plan_id', message: 'The plan id field is required when type is subscription.' },
    ]);
  });

  it('refuses a tool whose scope the token lacks with insufficient_scope, and serves the others', async () => {
    const limited = await connectMcp(
      app.url,
      (await newToken(['catalog:read', 'trips:read', 'trips:write', 'ai:plan'], 'no-checkout')).token,
      seen,
    );
    const refused = await limited.call('start_checkout', { type: 'subscription', plan_id: 2 });
    expect(refused.isError).toBe(true);
    expect(refused.body.error).toMatchObject({ type: 'insufficient_scope', status: 403 });
    expect(refused.body.error.message).toContain('checkout');
    expect((await limited.call('search_destinations', { search: 'Paris' })).isError).toBe(false);

    const reader = await connectMcp(app.url, (await newToken(['catalog:read'], 'catalog-only')).token, seen);
    expect((await reader.call('list_trips')).body.error.type).toBe('insufficient_scope');
    await expect(reader.client.listResources()).rejects.toThrow(/trips:read/);
    await limited.close();
    await reader.close();
  });

  it('refuses a revoked token on the next call (HTTP 401 before MCP)', async () => {
    const { id, token } = await newToken(['catalog:read'], 'to-revoke');
    const doomed = await connectMcp(app.url, token, seen);
    expect((await doomed.call('search_destinations', { search: 'Rome' })).isError).toBe(false);
    expect((await app.http().delete(`/api/me/tokens/${id}`).set(bearer(session))).status).toBe(200);
    await expect(doomed.call('search_destinations', { search: 'Rome' })).rejects.toMatchObject({ code: 401 });
    const raw = await app
      .http()
      .post('/api/mcp')
      .set(bearer(token))
      .set('Accept', 'application/json, text/event-stream')
      .send(INITIALIZE);
    expect([raw.status, raw.body.error.type]).toEqual([401, 'unauthenticated']);
  });

  it('answers 401 without a bearer, HTTP-level refusals in the envelope, and 405 to GET (no stream)', async () => {
    const raw = await app
      .http()
      .post('/api/mcp')
      .set('Accept', 'application/json, text/event-stream')
      .send(INITIALIZE);
    expect([raw.status, raw.body.error.type]).toEqual([401, 'unauthenticated']);
    await expect(connectMcp(app.url, null)).rejects.toMatchObject({ code: 401 });
    const ok = await app
      .http()
      .post('/api/mcp')
      .set(bearer(session))
      .set('Accept', 'application/json, text/event-stream')
      .set('X-Request-Id', 'mcp-raw-1')
      .send(INITIALIZE);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { serverInfo: { name: 'travel-planner' } },
    });
    expect(ok.headers).toMatchObject({
      'x-request-id': 'mcp-raw-1',
      'cache-control': 'private, no-store',
      'x-ratelimit-limit': expect.any(String),
    });
    expect(ok.headers['mcp-session-id']).toBeUndefined();
    const post = (headers: Record<string, string>, body: object) =>
      app.http().post('/api/mcp').set(bearer(session)).set(headers).send(body);
    const mcpAccept = { Accept: 'application/json, text/event-stream' };
    // What the transport would refuse at the HTTP level comes back in the contract's envelope.
    const refusals = await Promise.all([
      post({ Accept: 'application/json' }, INITIALIZE),
      post(mcpAccept, { hello: 'world' }),
      post({ ...mcpAccept, 'MCP-Protocol-Version': '1999-01-01' }, { ...INITIALIZE, method: 'tools/list' }),
    ]);
    expect(refusals.map((res) => [res.status, res.body.error.type])).toEqual([
      [406, 'not_acceptable'],
      [400, 'bad_request'],
      [400, 'bad_request'],
    ]);
    const get = await app.http().get('/api/mcp').set(bearer(session));
    expect([get.status, get.body.error.type]).toEqual([405, 'method_not_allowed']);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers malformed params with −32602 Invalid params and the field errors, never −32603', async () => {
    const rpc = (id: number, method: string, params?: unknown) =>
      app
        .http()
        .post('/api/mcp')
        .set(bearer(session))
        .set('Accept', 'application/json, text/event-stream')
        .send({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
    const cases: Array<[string, unknown, Array<{ field: string; message: string }>]> = [
      ['tools/call', { arguments: {} }, [{ field: 'name', message: 'The name field is required.' }]],
      [
        'tools/call',
        { name: 'list_trips', arguments: 'all of them' },
        [{ field: 'arguments', message: 'The arguments field must be an object.' }],
      ],
      ['tools/call', { name: 42 }, [{ field: 'name', message: 'The name field must be a string.' }]],
      ['tools/call', undefined, [{ field: 'params', message: 'The params field is required.' }]],
      ['resources/read', {}, [{ field: 'uri', message: 'The uri field is required.' }]],
      [
        'resources/read',
        { uri: 'not a uri' },
        [{ field: 'uri', message: 'The uri must be an absolute URI.' }],
      ],
      [
        'initialize',
        { capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        [{ field: 'protocolVersion', message: 'The protocolVersion field is required.' }],
      ],
      ['resources/list', { cursor: 7 }, [{ field: 'cursor', message: 'The cursor field must be a string.' }]],
    ];
    for (const [index, [method, params, fieldErrors]] of cases.entries()) {
      const res = await rpc(index + 10, method, params);
      expect([method, res.status, res.body]).toEqual([
        method,
        200,
        {
          jsonrpc: '2.0',
          id: index + 10,
          error: {
            code: -32602,
            message: expect.stringMatching(/^Invalid params: /),
            data: {
              error: expect.objectContaining({
                type: 'validation_error',
                status: 422,
                validation_errors: fieldErrors,
              }),
            },
          },
        },
      ]);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // What stays as it was: an unknown method is −32601, an unknown tool −32602, well-formed params pass.
    expect((await rpc(30, 'prompts/get', { name: 1 })).body.error.code).toBe(-32601);
    expect((await rpc(31, 'tools/call', { name: 'no_such_tool' })).body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('Unknown tool: no_such_tool'),
    });
    const listed = await rpc(32, 'tools/call', { name: 'list_trips', arguments: {} });
    expect(listed.body.result.structuredContent).toMatchObject({ success: true, data: expect.any(Array) });
  });

  it('works with a session token too, which holds every scope', async () => {
    const viaSession = await connectMcp(app.url, session, seen);
    expect((await viaSession.call('list_trips')).isError).toBe(false);
    expect((await viaSession.call('get_ai_quota')).body.data.ai_quota_total).toBe(10);
    await viaSession.close();
  });

  it('never shows a token secret in any MCP answer', () => {
    expect(seen.length).toBeGreaterThan(20);
    const everything = seen.join('\n');
    for (const secret of secrets) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice(7));
    }
  });

  it('documents /mcp in the OpenAPI document with its per-call token scope', async () => {
    const doc = (await app.http().get('/api/openapi.json')).body;
    const operation = doc.paths['/mcp'].post;
    expect(operation).toMatchObject({ tags: ['MCP'], 'x-token-scope': 'per-call', 'x-access': 'verified' });
    for (const name of TOOL_NAMES) expect(operation.description).toContain(`\`${name}\``);
  });
});
