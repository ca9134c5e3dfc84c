import { EventEmitter } from 'events';
import { Counter, Registry } from 'prom-client';
import { COLLECT, COLLECTED, aggregateText, collectFromPrimary, startMetricsAggregation } from './cluster';

/** A worker's registry after it served `n` requests. */
const workerRegistry = (n: number) => {
  const registry = new Registry();
  new Counter({ name: 'served_total', help: 'h', labelNames: ['route'], registers: [registry] }).inc(
    { route: '/api/x' },
    n,
  );
  return registry;
};

/** The worker side of an IPC channel, answered by `reply`. */
const channelTo = (reply: (message: { type: string; id: number }, emit: (m: unknown) => void) => void) => {
  const channel = new EventEmitter() as EventEmitter & { send(message: unknown): void };
  channel.send = (message) =>
    reply(message as { type: string; id: number }, (m) => channel.emit('message', m));
  return channel;
};

describe('metrics under several workers', () => {
  it('sums the workers’ counters into one exposition (AggregatorRegistry.aggregate)', async () => {
    const perWorker = await Promise.all([2, 3].map((n) => workerRegistry(n).getMetricsAsJSON()));
    expect(await aggregateText(perWorker)).toContain('served_total{route="/api/x"} 5');
  });

  it('asks the primary and takes the answer to its own request id', async () => {
    const channel = channelTo((message, emit) => {
      expect(message.type).toBe(COLLECT);
      emit({ type: COLLECTED, id: message.id + 1000, text: 'someone else’s' });
      emit({ type: COLLECTED, id: message.id, text: 'served_total 5' });
    });
    await expect(collectFromPrimary(channel)).resolves.toBe('served_total 5');
    expect(channel.listenerCount('message')).toBe(0);
  });

  it('gives up when the primary does not answer in time, or answers an error', async () => {
    await expect(
      collectFromPrimary(
        channelTo(() => undefined),
        20,
      ),
    ).rejects.toThrow(/in time/);
    const failing = channelTo((message, emit) => emit({ type: COLLECTED, id: message.id, error: 'boom' }));
    await expect(collectFromPrimary(failing)).rejects.toThrow('boom');
  });

  it('answers a worker’s request in the primary with what the cluster registry gathered', async () => {
    const primary = new EventEmitter();
    startMetricsAggregation(primary as never);
    const answer = await new Promise<unknown>((resolve) => {
      // Outside a cluster no worker is connected: prom-client gathers nothing, and says so at once.
      primary.emit('message', { send: resolve }, { type: COLLECT, id: 7 });
    });
    expect(answer).toEqual({ type: COLLECTED, id: 7, text: '' });
  });
});
