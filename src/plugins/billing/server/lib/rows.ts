import { randomBytes } from 'crypto';
export { tableOf } from '../../../contract/public';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The bookkeeping columns Strapi's query engine fills in, for rows written with the query
 * builder on the hot path (a documentId in Strapi's 24-character shape, timestamps).
 */
export const newRowColumns = (now = new Date()) => ({
  document_id: Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join(''),
  created_at: now,
  updated_at: now,
  published_at: now,
});
