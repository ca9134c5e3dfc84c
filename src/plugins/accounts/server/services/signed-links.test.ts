import { createHash, createHmac } from 'crypto';
import { emailHash, signedLinkState, signVerificationUrl, verifySignedLink } from './signed-links';

const APP = 'http://localhost:1337';
const KEY = 'app-key';

const parse = (url: string) => {
  const parsed = new URL(url);
  const [, , , , id, hash] = parsed.pathname.split('/');
  return {
    id,
    hash,
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
};

describe('signed verification links', () => {
  const user = { id: 12, email: 'ana@example.com' };
  const now = Date.UTC(2026, 5, 1, 12);

  it('has the contract shape, signed independently of the production helper', () => {
    const url = signVerificationUrl(APP, KEY, user, 3600, now);
    const expires = now / 1000 + 3600;
    const sha1 = createHash('sha1').update(user.email).digest('hex');
    const unsigned = `${APP}/api/email/verify/12/${sha1}?expires=${expires}`;
    expect(url).toBe(`${unsigned}&signature=${createHmac('sha256', KEY).update(unsigned).digest('hex')}`);
    expect(emailHash(user.email)).toBe(sha1);
  });

  it('verifies within 60 minutes only', () => {
    const link = parse(signVerificationUrl(APP, KEY, user, 3600, now));
    expect(verifySignedLink(APP, KEY, link, now + 59 * 60 * 1000)).toBe(true);
    expect(verifySignedLink(APP, KEY, link, now + 61 * 60 * 1000)).toBe(false);
  });

  it('calls only a link we signed expired; a tampered one past its time is invalid', () => {
    const link = parse(signVerificationUrl(APP, KEY, user, 3600, now));
    expect(signedLinkState(APP, KEY, link, now)).toBe('valid');
    expect(signedLinkState(APP, KEY, link, now + 61 * 60 * 1000)).toBe('expired');
    const tampered = { ...link, signature: 'ab'.repeat(32) };
    expect(signedLinkState(APP, KEY, tampered, now + 61 * 60 * 1000)).toBe('invalid');
  });

  it.each([
    ['another id', { id: '13' }],
    ['another hash', { hash: emailHash('eve@example.com') }],
    ['a later expiry', { expires: String(now / 1000 + 999999) }],
    ['a tampered signature', { signature: 'ab'.repeat(32) }],
    ['a truncated signature', { signature: 'abcd' }],
    ['no signature', { signature: undefined }],
    ['a non-numeric expiry', { expires: 'soon' }],
  ])('refuses %s', (_, change) => {
    const link = { ...parse(signVerificationUrl(APP, KEY, user, 3600, now)), ...change };
    expect(verifySignedLink(APP, KEY, link, now)).toBe(false);
  });

  it('refuses a link signed with another key', () => {
    expect(verifySignedLink(APP, KEY, parse(signVerificationUrl(APP, 'other', user, 3600, now)), now)).toBe(
      false,
    );
  });
});

describe('signUrl and signatureMatches', () => {
  const { signUrl, signatureMatches } = jest.requireActual(
    './signed-links',
  ) as typeof import('./signed-links');
  const unsigned = 'https://api.example.test/api/newsletter/unsubscribe?email=a%40b.test';

  it('accepts our signature and nothing else', () => {
    const signed = new URL(signUrl('key-1', unsigned));
    const given = signed.searchParams.get('signature');
    expect(signatureMatches('key-1', unsigned, given)).toBe(true);
    expect(signatureMatches('key-2', unsigned, given)).toBe(false);
    expect(signatureMatches('key-1', `${unsigned}x`, given)).toBe(false);
    for (const bad of [undefined, '', 'zz', given!.slice(0, 63), `${given!.slice(0, 63)}0`])
      expect(signatureMatches('key-1', unsigned, bad)).toBe(bad === given);
  });
});
