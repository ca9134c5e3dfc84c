/**
 * What an instance keeps in Redis about its own sockets (user counts, presence) it vouches for every
 * `VOUCH_EVERY_MS`; what no instance vouched for within `VOUCHED_FOR_MS` (an instance killed without
 * a goodbye) expires.
 */
export const VOUCH_EVERY_MS = 60_000;
export const VOUCHED_FOR_MS = 3 * VOUCH_EVERY_MS;
