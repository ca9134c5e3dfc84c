import { DEFAULT_THROTTLES, throttleTableFrom } from './limits';

describe('throttleTableFrom', () => {
  it('keeps the defaults of CONTRACT §7', () => {
    const table = throttleTableFrom({});
    expect(table.login).toEqual([{ points: 5, duration: 60, key: 'ip_email' }]);
    expect(table.forgot_password).toEqual([{ points: 3, duration: 600, key: 'ip' }]);
    expect(table.ai.map((w) => [w.points, w.duration])).toEqual([
      [10, 60],
      [500, 86400],
    ]);
    expect(Object.keys(table)).toEqual(Object.keys(DEFAULT_THROTTLES));
  });

  it('overrides numbers per name and keeps the key', () => {
    const table = throttleTableFrom({ THROTTLE_LOGIN: '2/30', THROTTLE_AI: '1/10,3/100' });
    expect(table.login).toEqual([{ points: 2, duration: 30, key: 'ip_email' }]);
    expect(table.ai).toEqual([
      { points: 1, duration: 10, key: 'user_or_ip' },
      { points: 3, duration: 100, key: 'user_or_ip' },
    ]);
  });

  it('refuses a malformed override', () => {
    expect(() => throttleTableFrom({ THROTTLE_LOGIN: 'five per minute' })).toThrow(/THROTTLE_LOGIN/);
  });
});
