import { createState, readState } from './state';

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
