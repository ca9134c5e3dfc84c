import { unsubscribeSigned, unsubscribeUrl } from './unsubscribe-link';

describe('newsletter unsubscribe links', () => {
  const link = new URL(unsubscribeUrl('https://api.example.test/', 'app-key', 'ana+news@example.test'));

  it('carry the address and a signature of the rest', () => {
    expect(`${link.origin}${link.pathname}`).toBe('https://api.example.test/api/newsletter/unsubscribe');
    expect(link.searchParams.get('email')).toBe('ana+news@example.test');
    const signature = link.searchParams.get('signature');
    expect(unsubscribeSigned('https://api.example.test', 'app-key', 'ana+news@example.test', signature)).toBe(
      true,
    );
  });

  it.each([
    ['another address', 'bob@example.test', 'app-key'],
    ['another key', 'ana+news@example.test', 'other-key'],
  ])('refuse %s', (_what, email, key) => {
    expect(
      unsubscribeSigned('https://api.example.test', key, email, link.searchParams.get('signature')),
    ).toBe(false);
  });
});
