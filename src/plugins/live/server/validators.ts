import { z } from 'zod';
import { CHANNEL_NAME, CHANNEL_NAME_MAX, SOCKET_ID, SOCKET_ID_MAX } from './protocol/signature';

/** POST /broadcasting/auth, form-encoded (Echo, pusher-js) or JSON: what a 422 names. */
export const authSchema = z.object({
  socket_id: z
    .string({ error: 'The socket id field is required.' })
    .max(SOCKET_ID_MAX, 'The socket id must look like 1234.5678.')
    .regex(SOCKET_ID, 'The socket id must look like 1234.5678.'),
  channel_name: z
    .string({ error: 'The channel name field is required.' })
    .max(CHANNEL_NAME_MAX, `The channel name may hold ${CHANNEL_NAME_MAX} characters.`)
    .regex(CHANNEL_NAME, 'The channel name is not a valid channel name.'),
});
