import { UpstreamError } from '../errors/upstream';
import { callUpstream } from './upstream';

const answering = (status: number, body: string) =>
  (async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

const failureOf = async (fetchImpl: typeof fetch, timeoutMs = 1000) => {
  try {
    await callUpstream('Example', 'http://127.0.0.1:9/x', { timeoutMs, fetchImpl });
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('callUpstream: every failure of an outside system is one UpstreamError naming it', () => {
  it('answers the JSON body of a 2xx', async () => {
    await expect(
      callUpstream('Example', 'http://x', { timeoutMs: 1000, fetchImpl: answering(200, '{"a":1}') }),
    ).resolves.toEqual({ a: 1 });
  });

  it('turns a network failure, an HTTP error and a body that is not JSON into UpstreamError', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    for (const [fetchImpl, status] of [
      [refused, null],
      [answering(503, '{"error":"down"}'), 503],
      [answering(200, '<html>'), 200],
    ] as const) {
      const error = await failureOf(fetchImpl);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).system).toBe('Example');
      expect((error as UpstreamError).upstreamStatus).toBe(status);
      expect((error as UpstreamError).status).toBe(502);
    }
  });

  it('gives up at its time limit', async () => {
    const never = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const error = await failureOf(never, 50);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/^Example: no answer/);
  });
});
