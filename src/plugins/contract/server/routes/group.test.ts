import { routeGroup } from './group';
import { defineRoutes } from './define';

const group = { tag: 'Trips', access: 'verified' as const, throttle: 'api', controller: 'api::trip.trips' };
const doc = { summary: 'A trip' };

describe('routeGroup', () => {
  it("fills access, throttle, tag and the controller's action from the group", () => {
    const [route] = routeGroup(group, [{ method: 'GET', path: '/trips/:trip', action: 'show', doc }]);
    expect(route).toEqual({
      method: 'GET',
      path: '/trips/:trip',
      handler: 'api::trip.trips.show',
      access: 'verified',
      throttle: 'api',
      doc: { tag: 'Trips', summary: 'A trip' },
    });
  });

  it('lets a route override each default', () => {
    const [route] = routeGroup(group, [
      {
        method: 'POST',
        path: '/x',
        handler: 'api::x.y.z',
        access: 'public',
        throttle: 'auth',
        doc: { ...doc, tag: 'X' },
      },
    ]);
    expect(route).toMatchObject({
      handler: 'api::x.y.z',
      access: 'public',
      throttle: 'auth',
      doc: { tag: 'X' },
    });
  });

  it('declares each alias as the same route under another path, deprecated when it says so', () => {
    const routes = routeGroup(group, [
      {
        method: 'GET',
        path: '/trips',
        action: 'index',
        doc,
        aliases: ['/my-trips', { path: '/v1/trips', deprecated: true }],
      },
    ]);
    expect(routes.map((r) => [r.path, r.handler, Boolean(r.deprecated)])).toEqual([
      ['/trips', 'api::trip.trips.index', false],
      ['/my-trips', 'api::trip.trips.index', false],
      ['/v1/trips', 'api::trip.trips.index', true],
    ]);
  });

  it.each([
    [{ access: undefined }, 'no access'],
    [{ throttle: undefined }, 'no throttle'],
    [{ controller: undefined }, 'an action without a group controller'],
    [{ tag: undefined }, 'a doc without a tag'],
  ])('refuses a route the group leaves incomplete (%o)', (missing, problem) => {
    expect(() =>
      routeGroup({ ...group, ...missing }, [{ method: 'GET', path: '/t', action: 'a', doc }]),
    ).toThrow(`Route GET /t: ${problem}`);
  });

  it('refuses a route with neither a handler nor an action', () => {
    expect(() => routeGroup(group, [{ method: 'GET', path: '/t', doc }])).toThrow(
      'neither a handler nor an action',
    );
  });
});

describe('defineRoutes with a group', () => {
  it('mounts the grouped routes with their access, throttle and docs in the route config', () => {
    const router = defineRoutes(group, [{ method: 'GET', path: '/trips', action: 'index', doc }]);
    expect(router.type).toBe('content-api');
    expect(router.routes[0]).toMatchObject({
      method: 'GET',
      path: '/trips',
      handler: 'api::trip.trips.index',
      config: { access: 'verified', throttle: 'api', doc: { tag: 'Trips', summary: 'A trip' } },
    });
  });
});
