import type { Core } from '@strapi/strapi';
import { PER_CALL, routeTokenScope, tokenScopeRules } from './token-scopes';

describe('routeTokenScope: the scope a declared route asks, from the rules accounts provides', () => {
  const withRules = (answer: (method: string, path: string, isPublic: boolean) => string | null) => {
    const strapi = {} as Core.Strapi;
    const asked: string[] = [];
    tokenScopeRules.provide(strapi, {
      of: (method, path, isPublic) => {
        asked.push(`${method} ${path} ${isPublic}`);
        return answer(method, path, isPublic);
      },
    });
    return { strapi, asked };
  };

  it('a per-call route asks per call, without asking the rules', () => {
    const { strapi, asked } = withRules(() => 'trips:read');
    expect(routeTokenScope(strapi, { fixed: PER_CALL })).toBe(PER_CALL);
    expect(asked).toEqual([]);
  });

  it("a route's scope is the rules' answer for its method and path, asked once per route", () => {
    const { strapi, asked } = withRules((method) => (method === 'GET' ? 'trips:read' : null));
    const read = { method: 'GET', path: '/trips', isPublic: false };
    const write = { method: 'DELETE', path: '/trips/:trip', isPublic: false };
    expect([routeTokenScope(strapi, read), routeTokenScope(strapi, read)]).toEqual([
      'trips:read',
      'trips:read',
    ]);
    // No scope grants it (a personal access token is refused): remembered too.
    expect([routeTokenScope(strapi, write), routeTokenScope(strapi, write)]).toEqual([null, null]);
    expect(asked).toEqual(['GET /trips false', 'DELETE /trips/:trip false']);
  });

  it('a route declared outside defineRoutes (no source) accepts no personal access token', () => {
    const { strapi } = withRules(() => 'catalog:read');
    expect(routeTokenScope(strapi, undefined)).toBeNull();
  });

  it('without accounts nothing provides the rules, and asking says so', () => {
    expect(() => routeTokenScope({} as Core.Strapi, { method: 'GET', path: '/x', isPublic: true })).toThrow(
      /contract.token-scope-rules: nothing provides it/,
    );
  });
});
