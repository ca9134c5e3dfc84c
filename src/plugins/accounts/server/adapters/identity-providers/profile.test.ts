import { MAX_AVATAR_URL, normalizeProfile } from './profile';

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

  it('keeps a picture URL up to the avatar column, and none longer (CONTRACT §10)', () => {
    const url = (length: number) => `https://fb/${'p'.repeat(length - 'https://fb/'.length)}`;
    const avatarOf = (picture: string) =>
      normalizeProfile('facebook', { id: '1', picture: { data: { url: picture } } })?.avatar;
    expect(avatarOf(url(MAX_AVATAR_URL))).toBe(url(MAX_AVATAR_URL));
    expect(avatarOf(url(MAX_AVATAR_URL + 1))).toBeNull();
  });
});
