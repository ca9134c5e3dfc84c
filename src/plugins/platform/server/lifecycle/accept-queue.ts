import { closeSync, openSync, readSync } from 'fs';
import type { AddressInfo } from 'net';

const LISTEN_STATE = '0A';
const CHUNK_BYTES = 4096;
/** Errors that only say the table cannot be read here or now (another system, no /proc, no fd left). */
const UNREADABLE = new Set(['ENOENT', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE']);

const openTable = (path: string): number | null => {
  try {
    return openSync(path, 'r');
  } catch (error) {
    if (UNREADABLE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
};

/** The listening sockets at the top of a /proc/net/tcp text, and whether the last one was reached. */
const listenersIn = (text: string, ended: boolean) => {
  const lines = text.split('\n').slice(1);
  const complete = ended ? lines : lines.slice(0, -1);
  const listeners: string[][] = [];
  for (const line of complete) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 5) continue;
    if (fields[3] !== LISTEN_STATE) return { listeners, all: true };
    listeners.push(fields);
  }
  return { listeners, all: ended };
};

/**
 * Linux: how many connections the kernel has completed for the listener on `address` that the
 * process has not accepted yet (for a listening socket, the rx_queue column of /proc/net/tcp), or
 * null when that cannot be told (another system, no /proc, or more than one listener on the port).
 * The table lists listening sockets first: reading stops at the first other socket, so the count
 * is as fresh as it can be when the caller acts on it.
 */
export const acceptQueueLength = (address: AddressInfo): number | null => {
  const fd = openTable(address.family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp');
  if (fd === null) return null;
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let text = '';
  let found: ReturnType<typeof listenersIn>;
  try {
    do {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, null);
      text += buffer.toString('latin1', 0, read);
      found = listenersIn(text, read === 0);
    } while (!found.all);
  } finally {
    closeSync(fd);
  }
  // local_address is HEXIP:HEXPORT; the queues column is tx_queue:rx_queue, in hexadecimal.
  const ours = found.listeners.filter((fields) => parseInt(fields[1].split(':')[1], 16) === address.port);
  if (ours.length !== 1) return null;
  return parseInt(ours[0][4].split(':')[1], 16);
};
