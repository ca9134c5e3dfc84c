/** The limits of one socket (CONTRACT §13): each breach gets a `pusher:error` 4100 and changes nothing else. */
export type SocketLimits = {
  /** The largest frame a client may send, in bytes. */
  frameBytes: number;
  channelsPerSocket: number;
  /** Client events (`client-*`) a socket may send in one second. */
  clientEventsPerSecond: number;
  /** Sockets one user may hold, on every instance together (counted once a channel is signed for them). */
  connectionsPerUser: number;
};

/** A socket's client events of the last second (a sliding window: no burst across a second's edge). */
export class SecondWindow {
  private readonly times: number[] = [];

  /** Counts one; answers whether it is within `limit` for the second before it. */
  take(limit: number, now = Date.now()): boolean {
    while (this.times.length > 0 && now - this.times[0] >= 1000) this.times.shift();
    if (this.times.length >= limit) return false;
    this.times.push(now);
    return true;
  }
}
