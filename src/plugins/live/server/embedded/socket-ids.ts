import { randomInt } from 'crypto';

/** This process's part of every socket id it hands out, and a counter: unique within a deployment. */
const PROCESS_PART = randomInt(1, 2 ** 31);
let counter = 0;

/** A new `socket_id` in the protocol's form (`123.456`). */
export const newSocketId = () => `${PROCESS_PART}.${(counter += 1)}`;
