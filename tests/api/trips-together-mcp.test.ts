import { connectMcp, type McpAgent } from '../helpers/mcp';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * MCP tools on a shared trip (CONTRACT §12, §14): an agent acting for a member, with the member's
 * own personal access token, may do what the member's role allows and its scopes allow, no more.
 */
describe('trips together over MCP', () => {
  let app: TestApp;
  const sessions: Record<string, string> = {};
  const agents: McpAgent[] = [];
  let tripId: number;
  let places: Json[];

  const personalToken = async (who: string, scopes: string[]) => {
    const res = await app
      .http()
      .post('/api/me/tokens')
      .set('Authorization', `Bearer ${sessions[who]}`)
      .send({ name: `${who} agent`, scopes });
    expect(res.status).toBe(201);
    return res.body.data.token as string;
  };
  const agentOf = async (who: string, scopes: string[]) => {
    const agent = await connectMcp(app.url, await personalToken(who, scopes));
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const name of ['owner', 'editor', 'viewer']) {
      const user = await createUser(app.strapi, { email: `${name}@together-mcp.test`, name: `The ${name}` });
      sessions[name] = await tokenFor(app.strapi, user);
    }
    const created = await app
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${sessions.owner}`)
      .send({ title: 'Shared over MCP' });
    tripId = created.body.data.id;
    await joinedBy(app, sessions.owner, tripId, sessions.editor, 'editor');
    await joinedBy(app, sessions.owner, tripId, sessions.viewer, 'viewer');
    places = (await app.http().get('/api/restaurants?per_page=2')).body.data;
  });
  afterAll(async () => {
    for (const agent of agents) await agent.close();
    await app?.close();
  });

  it("an editor's agent lists the shared trip, reads it and changes its plan, versioned", async () => {
    const agent = await agentOf('editor', ['trips:read', 'trips:write']);
    const own = await agent.call('list_trips', {});
    expect(own.body.data).toEqual([]);
    const shared = await agent.call('list_trips', { scope: 'shared' });
    expect(shared.body.data.map((trip: Json) => [trip.id, trip.role, trip.members_count])).toEqual([
      [tripId, 'editor', 3],
    ]);
    const read = await agent.call('get_trip', { trip_id: tripId });
    expect(read.body.data).toMatchObject({ id: tripId, role: 'editor' });
    const version = read.body.data.version as number;

    const added = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'restaurant',
      item_id: places[0].id,
      day_number: 1,
      version,
    });
    expect(added.isError).toBe(false);
    expect(added.body.data.version).toBe(version + 1);
    // Made against the version it read, which has moved on: refused with the trip as it is now.
    const stale = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'restaurant',
      item_id: places[1].id,
      version,
    });
    expect(stale.isError).toBe(true);
    expect(stale.body.error).toMatchObject({ type: 'version_conflict', current: { version: version + 1 } });
    const item = added.body.data.itinerary_items.find((row: Json) => row.itemable_id === places[0].id);
    const removed = await agent.call('remove_from_trip', { trip_id: tripId, item_id: item.id });
    expect([removed.isError, removed.body.data.version]).toEqual([false, version + 2]);
  });

  it("a viewer's agent reads the trip but may not change it, whatever its scopes", async () => {
    const agent = await agentOf('viewer', ['trips:read', 'trips:write']);
    expect((await agent.call('get_trip', { trip_id: tripId })).body.data.role).toBe('viewer');
    const refused = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'restaurant',
      item_id: places[1].id,
    });
    expect([refused.isError, refused.body.error.type]).toEqual([true, 'forbidden']);
  });

  it("an editor's agent with trips:read only may not change the trip", async () => {
    const agent = await agentOf('editor', ['trips:read']);
    const refused = await agent.call('add_to_trip', {
      trip_id: tripId,
      type: 'restaurant',
      item_id: places[1].id,
    });
    expect([refused.isError, refused.body.error.type]).toEqual([true, 'insufficient_scope']);
    const resource = await agent.client.readResource({ uri: `trip://${tripId}` });
    expect(JSON.parse(String((resource.contents[0] as { text?: string }).text))).toMatchObject({
      id: tripId,
      role: 'editor',
    });
  });
});
