import { open, seal } from './crypto-box';

describe('sealed payloads', () => {
  it('round-trips and refuses tampering or another key', () => {
    const sealed = seal('key', '{"a":1}');
    expect(sealed).not.toContain('"a"');
    expect(open('key', sealed)).toBe('{"a":1}');
    expect(() => open('other', sealed)).toThrow();
    const parts = sealed.split('.');
    expect(() =>
      open('key', [parts[0], parts[1], parts[2], Buffer.from('xx').toString('base64')].join('.')),
    ).toThrow();
  });
});
