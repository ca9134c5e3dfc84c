import { randomInt } from 'crypto';

/** This process's part of every socket id it hands out. */
const PROCESS_PART = randomInt(1, 2 ** 31);

/**
 * A new `socket_id` in the protocol's form (`123.456`). Its second part is random, not a counter:
 * another participant who could guess it would send it as `X-Socket-ID` and keep that socket from
 * hearing their messages.
 */
export const newSocketId = () => `${PROCESS_PART}.${randomInt(1, 2 ** 47)}`;
