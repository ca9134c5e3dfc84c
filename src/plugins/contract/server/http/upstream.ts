import { UpstreamError } from '../errors/upstream';

export type UpstreamCall = RequestInit & {
  /** Milliseconds before the call is given up (every outside call has a limit). */
  timeoutMs: number;
  /** The fetch to use (tests hand in a fake). */
  fetchImpl?: typeof fetch;
};

/**
 * One HTTP call to an outside system, its JSON answer back: a network failure, the time limit, a
 * status outside 2xx or a body that is not JSON are one `UpstreamError` naming the system (with
 * the cause kept for the log). What the body must hold is the adapter's to check.
 */
export const callUpstream = async (system: string, url: string, call: UpstreamCall): Promise<unknown> => {
  const { timeoutMs, fetchImpl = fetch, ...init } = call;
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new UpstreamError(system, `no answer (${(cause as Error).message})`, { cause });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new UpstreamError(system, `answered ${response.status} without JSON`, {
      status: response.status,
      cause,
    });
  }
  if (!response.ok)
    throw new UpstreamError(system, `answered ${response.status}`, { status: response.status });
  return body;
};
