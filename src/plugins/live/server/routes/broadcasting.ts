import { PER_CALL, routeGroup } from '../../../contract/public';
import { authSchema } from '../validators';

const group = {
  tag: 'Live',
  access: 'token',
  throttle: 'api',
  controller: 'plugin::live.broadcasting',
} as const;

export const broadcastingRoutes = routeGroup(group, [
  {
    method: 'POST',
    path: '/broadcasting/auth',
    action: 'auth',
    body: 'form',
    // A personal access token may join the channels whose data its scopes cover: checked per channel.
    tokenScope: PER_CALL,
    doc: {
      summary: 'Sign a subscription to a private or presence channel',
      description:
        "For Laravel Echo and pusher-js (`authEndpoint`), form-encoded or JSON: `socket_id` (as the socket was told, `1234.5678`) and `channel_name`. Channels: `private-conversation.{id}` (its participants, and admins), `private-App.Models.User.{id}` (that user), `presence-trip.{id}` (the trip's owner and admins). Answers the bare `{auth, channel_data?}` the clients read — not the envelope; `channel_data` for presence channels (`{user_id, user_info: {name}}`). 403 for a channel the caller may not join, or one no module owns; a personal access token joins trips with `trips:read` and never conversations or the user channel (403 `insufficient_scope`). See docs/live.md.",
      body: authSchema,
      bodyContent: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            required: ['socket_id', 'channel_name'],
            properties: { socket_id: { type: 'string' }, channel_name: { type: 'string' } },
          },
        },
      },
      ok: {
        description: 'The signature, bare (not in the envelope).',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['auth'],
              properties: {
                auth: { type: 'string', example: 'app-key:5e8e…' },
                channel_data: { type: 'string', description: 'Presence channels only: the member, as JSON.' },
              },
            },
          },
        },
      },
      errors: ['401', '403', '422'],
    },
  },
]);
