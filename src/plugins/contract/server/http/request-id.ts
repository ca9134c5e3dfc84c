import { randomUUID } from 'crypto';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes a client's X-Request-Id when it is a sane token, else makes a new one. */
export const requestIdFrom = (header: string | undefined): string =>
  header && SAFE_ID.test(header) ? header : randomUUID();
