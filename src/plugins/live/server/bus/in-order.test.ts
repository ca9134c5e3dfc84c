import { inOrderBy } from './in-order';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inOrderBy: the jobs of one key in the order queued', () => {
  it('a slow job holds back the later jobs of its key only', async () => {
    const queue = inOrderBy();
    const done: string[] = [];
    const job = (name: string, ms: number) => async () => {
      await after(ms);
      done.push(name);
    };
    queue.run('a', job('a1', 30));
    queue.run('a', job('a2', 0));
    queue.run('b', job('b1', 5));
    await queue.idle();
    expect(done).toEqual(['b1', 'a1', 'a2']);
  });
});
