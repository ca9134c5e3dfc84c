import { createState, readState } from './state';
import { normalizeProfile } from './providers';

describe('OAuth state', () => {
  it('round-trips for the same provider within ten minutes', () => {
    const now = Date.now();
    const { state, nonce } = createState('k', 'google', now);
    expect(readState('k', 'google', state, now + 9 * 60 * 1000)).toBe(nonce);
  });

  it.each([
    ['another provider', (s: string) => [s, 'facebook', 'k', 0]],
    ['another key', (s: string) => [s, 'google', 'other', 0]],
    ['an expired state', (s: string) => [s, 'google', 'k', 11 * 60 * 1000]],
    ['a tampered payload', (s: string) => [`x${s}`, 'google', 'k', 0]],
    ['garbage', () => ['garbage', 'google', 'k', 0]],
  ] as const)('refuses %s', (_, make) => {
    const now = Date.now();
    const { state } = createState('k', 'google', now);
    const [given, provider, key, later] = make(state) as [string, string, string, number];
    expect(readState(key, provider, given, now + later)).toBeNull();
  });
});

describe('normalizeProfile', () => {
  it('reads Google userinfo', () => {
    expect(
      normalizeProfile('google', {
        sub: '123',
        email: 'Ana@Example.com',
        name: 'Ana',
        picture: 'https://pic/1',
      }),
    ).toEqual({
      id: '123',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana',
      avatar: 'https://pic/1',
    });
  });

  it.each([
    [{ email_verified: false }, false],
    [{ email_verified: 'false' }, false],
    [{ verified_email: false }, false],
    [{ email_verified: true }, true],
    [{}, true],
  ])('reads the confirmation claim %p as %p', (claim, verified) => {
    expect(normalizeProfile('google', { sub: '1', email: 'a@b.test', ...claim })?.emailVerified).toBe(
      verified,
    );
  });

  it('reads Facebook /me', () => {
    expect(
      normalizeProfile('facebook', { id: '987', name: 'Bo', picture: { data: { url: 'https://fb/p' } } }),
    ).toEqual({
      id: '987',
      email: null,
      emailVerified: true,
      name: 'Bo',
      avatar: 'https://fb/p',
    });
  });

  it('refuses a profile without an id', () => {
    expect(normalizeProfile('google', { email: 'x@y.z' })).toBeNull();
  });
});
