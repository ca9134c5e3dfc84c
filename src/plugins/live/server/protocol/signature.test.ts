import { signatureMatches, signSubscription, SOCKET_ID } from './signature';

// The worked example of Pusher's "auth signatures" reference (the official `pusher` library agrees).
const APP = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('subscription signatures', () => {
  it("sign a private channel as Pusher's reference does", () => {
    expect(signSubscription(APP, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('sign a presence channel with its channel_data', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(signSubscription(APP, '1234.1234', 'presence-foobar', channelData)).toBe(
      '278d425bdf160c739803:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
    );
  });

  it('match only the same socket, channel, channel data and secret', () => {
    const auth = signSubscription(APP, '1.2', 'private-a');
    expect(signatureMatches(APP, auth, '1.2', 'private-a')).toBe(true);
    expect(signatureMatches(APP, auth, '1.3', 'private-a')).toBe(false);
    expect(signatureMatches(APP, auth, '1.2', 'private-b')).toBe(false);
    expect(signatureMatches(APP, auth, '1.2', 'private-a', '{}')).toBe(false);
    expect(signatureMatches({ ...APP, secret: 'other' }, auth, '1.2', 'private-a')).toBe(false);
    expect(signatureMatches(APP, undefined, '1.2', 'private-a')).toBe(false);
    expect(signatureMatches(APP, `${auth}0`, '1.2', 'private-a')).toBe(false);
  });

  it.each([
    ['1234.5678', true],
    ['1.2', true],
    ['12345678', false],
    ['1'.repeat(30) + '.1', true],
    ['1.2.3', false],
    ['a.b', false],
    ['', false],
  ])('socket id %p is well formed: %p', (id, ok) => {
    expect(SOCKET_ID.test(id)).toBe(ok);
  });
});
