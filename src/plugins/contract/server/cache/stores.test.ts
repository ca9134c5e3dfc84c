import { MemoryResponseStore } from './stores';

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
    expect(await store.get('k3')).toEqual({ ...entry('3'), bytes: Buffer.from('3') });
    await store.set('k4', entry('4'), 0);
    expect(await store.get('k4')).toBeNull();
  });
});
