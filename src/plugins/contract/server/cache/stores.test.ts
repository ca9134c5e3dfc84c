import type Redis from 'ioredis';
import { CacheUnavailableError } from './cache-unavailable';
import { MemoryResponseStore, RedisResponseStore } from './stores';

describe('MemoryResponseStore', () => {
  const entry = (payload: string) => ({ payload, etag: `"${payload}"`, headers: {} });

  it('bumps tag versions independently', async () => {
    const store = new MemoryResponseStore();
    expect(await store.versions(['a', 'b'])).toEqual([0, 0]);
    await store.bump(['a']);
    await store.bump(['a']);
    expect(await store.versions(['a', 'b'])).toEqual([2, 0]);
  });

  it('expires entries and evicts the oldest beyond its size', async () => {
    const store = new MemoryResponseStore(2);
    await store.set('k1', entry('1'), 60);
    await store.set('k2', entry('2'), 60);
    await store.set('k3', entry('3'), 60);
    expect(await store.get('k1')).toBeNull();
    const hit = await store.get('k3');
    expect([hit?.payload, hit?.etag, hit?.headers, hit?.bytes]).toEqual(['3', '"3"', {}, Buffer.from('3')]);
    // The text is kept as its UTF-8 bytes and read back whole.
    await store.set('k5', entry('القاهرة €'), 60);
    expect((await store.get('k5'))?.payload).toBe('القاهرة €');
    await store.set('k4', entry('4'), 0);
    expect(await store.get('k4')).toBeNull();
  });
});

describe('RedisResponseStore', () => {
  const refused = new Error('Connection is closed.');
  const down = {
    get: async () => Promise.reject(refused),
    set: async () => Promise.reject(refused),
    mget: async () => Promise.reject(refused),
  } as unknown as Redis;

  it("turns Redis's failures into CacheUnavailableError, naming the cause", async () => {
    const store = new RedisResponseStore(down);
    await expect(store.get('k')).rejects.toThrow(new CacheUnavailableError(refused));
    await expect(store.versions(['hotels'])).rejects.toBeInstanceOf(CacheUnavailableError);
    await expect(store.set('k', { payload: '{}', etag: '', headers: {} }, 5)).rejects.toThrow(
      'response cache unavailable: Connection is closed.',
    );
  });

  it('lets a fault of its own (a corrupt entry) through as itself', async () => {
    const corrupt = { get: async () => '{not json' } as unknown as Redis;
    await expect(new RedisResponseStore(corrupt).get('k')).rejects.toBeInstanceOf(SyntaxError);
  });
});
