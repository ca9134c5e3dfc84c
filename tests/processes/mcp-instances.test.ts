import { twoInstancesForFile } from '../helpers/second-instance';
import { createUser, tokenFor } from '../helpers/users';
import { connectMcp } from '../helpers/mcp';

// Two processes on one database: the PostgreSQL (+ Redis) pass. On SQLite the file would be
// shared across processes.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

(onPostgres ? describe : describe.skip)('the MCP server across instances on one database', () => {
  const instances = twoInstancesForFile();
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const newAgentToken = async (email: string) => {
    const { first } = instances;
    const user = await createUser(first.strapi, { email });
    const session = await tokenFor(first.strapi, user);
    const created = await first
      .http()
      .post('/api/me/tokens')
      .set(bearer(session))
      .send({ name: 'agent', scopes: ['trips:read', 'trips:write'] });
    return { user, session, id: created.body.data.id as number, token: created.body.data.token as string };
  };

  it('serves one agent from either instance (stateless), and refuses its revoked token on both', async () => {
    const { first, second } = instances;
    const { session, id, token } = await newAgentToken('mcp-two@example.test');
    const onFirst = await connectMcp(first.url, token);
    const onSecond = await connectMcp(second.url, token);
    const created = await onSecond.call('create_trip', { title: 'Made on the second' });
    expect(created.isError).toBe(false);
    const read = await onFirst.call('get_trip', { trip_id: created.body.data.id });
    expect(read.body.data.title).toBe('Made on the second');

    expect((await first.http().delete(`/api/me/tokens/${id}`).set(bearer(session))).status).toBe(200);
    await expect(onSecond.call('list_trips')).rejects.toMatchObject({ code: 401 });
    await expect(onFirst.call('list_trips')).rejects.toMatchObject({ code: 401 });
    await expect(connectMcp(second.url, token)).rejects.toMatchObject({ code: 401 });
  });

  it('refuses on the second instance the token of an account blocked through the first', async () => {
    const { first, second } = instances;
    const admin = await createUser(first.strapi, { email: 'mcp-blocker@example.test', role: 'super_admin' });
    const adminToken = await tokenFor(first.strapi, admin, ['super_admin']);
    const { user, token } = await newAgentToken('mcp-blocked@example.test');
    const onSecond = await connectMcp(second.url, token);
    expect((await onSecond.call('list_trips')).isError).toBe(false);
    await first
      .http()
      .patch(`/api/admin/users/${user.id}/block`)
      .set(bearer(adminToken))
      .send({ blocked: true });
    await expect(onSecond.call('list_trips')).rejects.toMatchObject({ code: 403 });
  });
});
