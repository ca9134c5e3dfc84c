import { z } from 'zod';
import { requiredEmail } from '../../plugins/contract/public';

/** POST /newsletter/subscribe: an address, stored trimmed and lower-cased. */
export const subscribeSchema = z.object({ email: requiredEmail('email') });

/** GET /newsletter/unsubscribe: the address and the link's signature. */
export const unsubscribeSchema = z.object({
  email: requiredEmail('email'),
  signature: z.string({ error: 'The signature field is required.' }).max(200),
});
