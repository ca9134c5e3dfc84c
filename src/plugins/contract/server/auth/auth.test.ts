import { Access, Principal } from './access';
import { checkAccess } from './check-access';
import type { RouteTokenScope } from './token-scopes';

const principal = (overrides: Partial<Principal> = {}): Principal => ({
  id: 7,
  roles: ['user'],
  permissions: new Set(),
  verified: true,
  active: true,
  user: {},
  ...overrides,
});

const outcome = (access: Access, who: Principal | null) => {
  const error = checkAccess(access, who);
  return error ? `${error.status} ${error.type}` : 'ok';
};

describe('checkAccess (CONTRACT §2.2 order)', () => {
  it.each<[string, Access, Principal | null, string]>([
    ['public, anonymous', 'public', null, 'ok'],
    ['public, blocked caller with a token', 'public', principal({ active: false }), '403 account_blocked'],
    ['public, unverified caller', 'public', principal({ verified: false }), 'ok'],
    ['token, anonymous', 'token', null, '401 unauthenticated'],
    ['token, unverified', 'token', principal({ verified: false }), 'ok'],
    ['token, blocked', 'token', principal({ active: false }), '403 account_blocked'],
    ['verified, unverified', 'verified', principal({ verified: false }), '403 email_not_verified'],
    [
      'verified, unverified and blocked: verification comes first',
      'verified',
      principal({ verified: false, active: false }),
      '403 email_not_verified',
    ],
    ['verified, blocked', 'verified', principal({ active: false }), '403 account_blocked'],
    ['roles, other role', { roles: ['admin'] }, principal(), '403 forbidden'],
    ['roles, holder', { roles: ['admin', 'agency'] }, principal({ roles: ['agency'] }), 'ok'],
    ['roles, super_admin passes', { roles: ['admin'] }, principal({ roles: ['super_admin'] }), 'ok'],
    [
      'roles, blocked holder',
      { roles: ['admin'] },
      principal({ roles: ['admin'], active: false }),
      '403 account_blocked',
    ],
    [
      'roles, token-only group skips verification',
      { roles: ['agency'], verified: false },
      principal({ roles: ['agency'], verified: false }),
      'ok',
    ],
    [
      'roles, verification required by default',
      { roles: ['agency'] },
      principal({ roles: ['agency'], verified: false }),
      '403 email_not_verified',
    ],
    ['permission, missing', { permission: 'manage users' }, principal({ roles: ['admin'] }), '403 forbidden'],
    [
      'permission, held',
      { permission: 'manage users' },
      principal({ roles: ['admin'], permissions: new Set(['manage users']) }),
      'ok',
    ],
    [
      'permission, super_admin passes',
      { permission: 'assign admins' },
      principal({ roles: ['super_admin'] }),
      'ok',
    ],
    ['permission, anonymous', { permission: 'manage users' }, null, '401 unauthenticated'],
  ])('%s', (_, access, who, expected) => {
    expect(outcome(access, who)).toBe(expected);
  });
});

describe('checkAccess with a personal access token (CONTRACT §12): §2.2 first, then the scope', () => {
  const pat = (overrides: Partial<Principal> = {}) =>
    principal({ scopes: new Set(['trips:read'] as const), ...overrides });
  it.each<[string, Access, Principal, RouteTokenScope, string]>([
    ['scope held', 'verified', pat(), 'trips:read', 'ok'],
    ['scope missing', 'verified', pat(), 'trips:write', '403 insufficient_scope'],
    ['no scope covers the route', 'token', pat(), null, '403 insufficient_scope'],
    [
      'blocked comes before the scope',
      'verified',
      pat({ active: false }),
      'trips:write',
      '403 account_blocked',
    ],
    [
      'unverified comes before the scope',
      'verified',
      pat({ verified: false }),
      null,
      '403 email_not_verified',
    ],
    ['role comes before the scope', { roles: ['admin'] }, pat(), null, '403 forbidden'],
    ['public read without catalog:read', 'public', pat(), 'catalog:read', '403 insufficient_scope'],
    ['a session holds every scope', 'token', principal(), null, 'ok'],
    ['a per-call route lets a token of any scope in', 'verified', pat(), 'per-call', 'ok'],
    [
      'a per-call route still refuses a blocked account',
      'verified',
      pat({ active: false }),
      'per-call',
      '403 account_blocked',
    ],
  ])('%s', (_, access, who, scope, expected) => {
    const error = checkAccess(access, who, scope);
    expect(error ? `${error.status} ${error.type}` : 'ok').toBe(expected);
  });
});
