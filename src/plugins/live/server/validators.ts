import { z } from 'zod';
import { CHANNEL_NAME, SOCKET_ID } from './protocol/signature';

/** POST /broadcasting/auth, form-encoded (Echo, pusher-js) or JSON: what a 422 names. */
export const authSchema = z.object({
  socket_id: z
    .string({ error: 'The socket id field is required.' })
    .regex(SOCKET_ID, 'The socket id must look like 1234.5678.'),
  channel_name: z
    .string({ error: 'The channel name field is required.' })
    .regex(CHANNEL_NAME, 'The channel name is not a valid channel name.'),
});
