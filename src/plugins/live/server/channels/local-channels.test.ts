import { LocalChannels } from './local-channels';

describe('LocalChannels', () => {
  it('delivers to the subscribers of a channel but the excepted socket', () => {
    const channels = new LocalChannels();
    const got: Record<string, string[]> = { a: [], b: [] };
    for (const id of ['a', 'b'])
      channels.subscribe('private-x', { socketId: id, send: (text) => got[id].push(text) });
    expect(channels.deliver('private-x', 'hello', 'a')).toBe(1);
    expect(got).toEqual({ a: [], b: ['hello'] });
    channels.unsubscribe('private-x', 'b');
    expect(channels.deliver('private-x', 'again')).toBe(1);
    expect(channels.socketsSubscribed).toBe(1);
  });

  it('counts a user once on a presence channel, however many sockets, until the last leaves', () => {
    const channels = new LocalChannels();
    expect(channels.join('presence-t', 's1', { user_id: '7', user_info: { name: 'Ana' } })).toBe(true);
    expect(channels.join('presence-t', 's2', { user_id: '7', user_info: { name: 'Ana' } })).toBe(false);
    expect(channels.join('presence-t', 's3', { user_id: '8', user_info: null })).toBe(true);
    expect(channels.presence('presence-t')).toEqual({
      presence: { ids: ['7', '8'], hash: { 7: { name: 'Ana' }, 8: null }, count: 2 },
    });
    expect(channels.leave('presence-t', 's1', '7')).toBe(false);
    expect(channels.leave('presence-t', 's2', '7')).toBe(true);
    expect(channels.presence('presence-t').presence.ids).toEqual(['8']);
  });
});
