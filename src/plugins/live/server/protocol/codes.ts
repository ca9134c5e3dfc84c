/**
 * The close and error codes of the Pusher Channels protocol 7 that this server uses. 4000–4099:
 * the client must not reconnect as it is; 4100–4199: reconnect after a back-off; 4200–4299:
 * reconnect at once.
 */
export const CODES = {
  /** The app key in the URL is not this server's. */
  unknownAppKey: 4001,
  /** The client speaks a protocol version this server does not. */
  unsupportedProtocol: 4007,
  /** A limit was reached (frames, channels, client events): retry later. */
  overLimit: 4100,
  /** The server is going away (a drain): reconnect at once, to another instance. */
  reconnect: 4200,
  /** The client did not answer a ping in time. */
  pongNotReceived: 4201,
} as const;

export const PROTOCOL_VERSION = 7;
