import { tokenScopeOf } from './token-scopes';

describe('tokenScopeOf: the scope a route asks of a personal access token', () => {
  it.each<[string, string, boolean, string | null]>([
    ['GET', '/trips', false, 'trips:read'],
    ['GET', '/v1/trips', false, 'trips:read'],
    ['GET', '/trips/:trip/calendar.ics', false, 'trips:read'],
    ['GET', '/maps/trip/:trip', false, 'trips:read'],
    ['POST', '/trips', false, 'trips:write'],
    ['DELETE', '/trips/:trip/items/:id', false, 'trips:write'],
    ['POST', '/ai/plan', false, 'ai:plan'],
    ['POST', '/trips/:trip/concierge', false, 'ai:plan'],
    ['GET', '/me/ai-quota', false, 'ai:plan'],
    ['POST', '/payments/initiate', false, 'checkout'],
    ['POST', '/me/subscribe', false, 'checkout'],
    ['GET', '/destinations', true, 'catalog:read'],
    ['GET', '/v1/hotels', true, 'catalog:read'],
    ['POST', '/login', true, null],
    ['GET', '/me', false, null],
    ['POST', '/me/tokens', false, null],
    ['GET', '/admin/trips', false, null],
    ['PATCH', '/profile', false, null],
    ['GET', '/trips/:trip/members', false, 'trips:read'],
    ['GET', '/trips/:trip/activity', false, 'trips:read'],
    ['POST', '/trips/:trip/members', false, null],
    ['PATCH', '/trips/:trip/members/:member', false, null],
    ['DELETE', '/trips/:trip/members/:member', false, null],
    ['GET', '/trips/:trip/share-links', false, null],
    ['POST', '/trips/:trip/share-links', false, null],
    ['POST', '/trip-invitations/:token/accept', false, null],
    ['POST', '/trip-share/:secret/join', false, null],
  ])('%s %s', (method, path, isPublic, scope) => {
    expect(tokenScopeOf(method, path, isPublic)).toBe(scope);
  });
});
