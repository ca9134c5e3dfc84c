import type { IncomingMessage } from 'http';
import type { CacheLookup } from '../cache/cached-answer';

/** What the listener already did for a request it hands on to Koa: done once, never twice. */
export type Handover = {
  /** The response cache's answer for this key (a miss, or a hit the throttle refused). */
  lookup?: { key: string; lookup: CacheLookup };
  /** The route's throttle, consumed: why it refused (the envelope writes the answer). */
  throttle?: { refusal: unknown };
};

const HANDOVER = Symbol('contract.fast-path.handover');
type Carrying = IncomingMessage & { [HANDOVER]?: Handover };

export const handOver = (req: IncomingMessage, handover: Handover) => {
  (req as Carrying)[HANDOVER] = handover;
};

/** What the listener did for this request, taken once (a request is handled once). */
export const takeHandover = (req: IncomingMessage): Handover | undefined => {
  const handover = (req as Carrying)[HANDOVER];
  if (handover) delete (req as Carrying)[HANDOVER];
  return handover;
};
