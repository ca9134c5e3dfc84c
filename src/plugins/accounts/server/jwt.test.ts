import jwt from 'jsonwebtoken';
import { bearerToken, issueToken, verifyToken } from './jwt';

describe('tokens', () => {
  const settings = { secret: 'secret-for-unit-tests', issuer: 'http://issuer.test' };

  it('issues HS256 tokens with the claims of CONTRACT §2.1', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const { token, claims } = issueToken(settings, { id: 42, roles: ['user'] }, now);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(claims).toMatchObject({
      sub: '42',
      iss: settings.issuer,
      roles: ['user'],
      iat: now / 1000,
      nbf: now / 1000,
      exp: now / 1000 + 3600,
    });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(verifyToken(settings, token, { now: now + 1000 })).toEqual(claims);
  });

  it('gives every token its own jti', () => {
    expect(issueToken(settings, { id: 1, roles: [] }).claims.jti).not.toBe(
      issueToken(settings, { id: 1, roles: [] }).claims.jti,
    );
  });

  it('refuses expired, foreign, tampered, wrong-issuer and other-algorithm tokens', () => {
    const now = Date.now();
    const { token } = issueToken(settings, { id: 1, roles: [] }, now - 2 * 3600 * 1000);
    expect(() => verifyToken(settings, token)).toThrow();
    expect(() =>
      verifyToken({ ...settings, secret: 'other' }, issueToken(settings, { id: 1, roles: [] }).token),
    ).toThrow();
    expect(() =>
      verifyToken(
        { ...settings, issuer: 'http://elsewhere' },
        issueToken(settings, { id: 1, roles: [] }).token,
      ),
    ).toThrow();
    const fresh = issueToken(settings, { id: 1, roles: [] }).token.split('.');
    const tampered = [
      fresh[0],
      Buffer.from(JSON.stringify({ sub: '2', jti: 'x', exp: 9999999999, iss: settings.issuer })).toString(
        'base64url',
      ),
      fresh[2],
    ].join('.');
    expect(() => verifyToken(settings, tampered)).toThrow();
    const hs512 = jwt.sign({ sub: '1', jti: 'j', iss: settings.issuer }, settings.secret, {
      algorithm: 'HS512',
      expiresIn: 60,
    });
    expect(() => verifyToken(settings, hs512)).toThrow();
    const none = jwt.sign({ sub: '1', jti: 'j', iss: settings.issuer, exp: 9999999999 }, '', {
      algorithm: 'none' as never,
    });
    expect(() => verifyToken(settings, none)).toThrow();
  });

  it('accepts an expired token inside the allowed window only', () => {
    const now = Date.now();
    const { token } = issueToken(settings, { id: 1, roles: [] }, now - 2 * 3600 * 1000);
    expect(verifyToken(settings, token, { allowExpiredFor: 14 * 86400 }).sub).toBe('1');
    expect(() => verifyToken(settings, token, { allowExpiredFor: 60 })).toThrow();
  });

  it('refuses tokens without a numeric subject or a jti', () => {
    const noJti = jwt.sign({ sub: '1', iss: settings.issuer }, settings.secret, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    const badSub = jwt.sign({ sub: 'abc', jti: 'j', iss: settings.issuer }, settings.secret, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    expect(() => verifyToken(settings, noJti)).toThrow();
    expect(() => verifyToken(settings, badSub)).toThrow();
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('reads %p', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
