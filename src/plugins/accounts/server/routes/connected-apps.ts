import { routeGroup } from '../../../contract/public';
import { connectedAppDoc } from '../presenters/connected-app';

const SESSION_ONLY =
  'A session token only: personal access tokens and OAuth access tokens are refused here (403 `insufficient_scope`).';

/** The assistants a person connected through OAuth (CONTRACT §15): a verified account, the default throttle. */
const group = {
  tag: 'Access tokens',
  access: 'verified',
  throttle: 'api',
  controller: 'connected-apps',
} as const;

export const connectedAppRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/me/connected-apps',
    action: 'index',
    doc: {
      summary: 'The apps connected to the account through OAuth, newest first',
      description: `${SESSION_ONLY} Each is a grant: the client's name, the scopes it holds on the MCP server, when it was connected and first and last used.`,
      ok: { description: 'Every connected app.', data: { type: 'array', items: connectedAppDoc } },
      errors: ['401', '403'],
    },
  },
  {
    method: 'DELETE',
    path: '/me/connected-apps/:id',
    action: 'destroy',
    doc: {
      summary: 'Disconnect an app',
      description: `${SESSION_ONLY} Every code, access token and refresh token of the grant is refused from the next request on, on every instance. Someone else's app or an unknown one is 404.`,
      params: { id: 'Connected app id' },
      ok: { description: '`App disconnected.`', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
