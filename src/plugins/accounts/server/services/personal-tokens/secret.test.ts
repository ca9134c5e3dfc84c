import { createHash } from 'crypto';
import { hashOf, hintOf, looksLikePersonalToken, newSecret } from './secret';

describe('personal access token secrets', () => {
  it('are tp_pat_ + 43 base64url characters, each new, recognised as such', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^tp_pat_[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(secret);
    expect(looksLikePersonalToken(secret)).toBe(true);
  });

  it.each([
    'tp_pat_short',
    'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    `tp_pat_${'a'.repeat(42)}!`,
    `tp_pat_${'a'.repeat(44)}`,
  ])('tells %p from a personal access token', (bearer) => expect(looksLikePersonalToken(bearer)).toBe(false));

  it('are stored as their SHA-256 and shown by a hint that leaves out the middle', () => {
    const secret = newSecret();
    expect(hashOf(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    const hint = hintOf(secret);
    expect(hint).toBe(`${secret.slice(0, 11)}…${secret.slice(-4)}`);
    expect(hint).not.toContain(secret.slice(11, -4));
  });
});
