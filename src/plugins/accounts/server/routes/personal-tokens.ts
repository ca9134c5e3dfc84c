import { listMeta, pageParams, routeGroup } from '../../../contract/public';
import { personalTokenDoc } from '../presenters/personal-token';
import { LIVE_TOKENS_PER_USER } from '../services/personal-tokens';
import { createTokenSchema } from '../services/personal-tokens/schema';

const SESSION_ONLY =
  'A session token only: a personal access token is refused here (403 `insufficient_scope`), so one token can never mint another.';

/** The caller's personal access tokens (CONTRACT §12): a verified account, the default throttle. */
const group = {
  tag: 'Access tokens',
  access: 'verified',
  throttle: 'api',
  controller: 'personal-tokens',
} as const;

export const personalTokenRoutes = routeGroup(group, [
  {
    method: 'POST',
    path: '/me/tokens',
    action: 'create',
    doc: {
      summary: 'Create a personal access token (the secret is shown once)',
      description: `${SESSION_ONLY} Scopes: \`catalog:read\`, \`trips:read\`, \`trips:write\`, \`ai:plan\`, \`checkout\`. \`expires_at\` (optional, ISO 8601 with a zone) must be in the future and at most 366 days ahead; without it the token lives until revoked. At most ${LIVE_TOKENS_PER_USER} live tokens per account (422 \`token_limit_reached\`). The secret (\`token\`, starting \`tp_pat_\`) is in this answer only: it is stored as a SHA-256 hash. Send it as \`Authorization: Bearer tp_pat_…\`.`,
      body: createTokenSchema,
      ok: {
        status: '201',
        description: 'The token, with its secret.',
        data: {
          ...personalTokenDoc,
          properties: { ...personalTokenDoc.properties, token: { type: 'string', example: 'tp_pat_…' } },
        },
      },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/me/tokens',
    action: 'index',
    doc: {
      summary: "The caller's personal access tokens not revoked, newest first",
      description: `${SESSION_ONLY} Expired tokens are listed (with their \`expires_at\`) until revoked. Never the secret.`,
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: personalTokenDoc }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/me/tokens/:id',
    action: 'destroy',
    doc: {
      summary: 'Revoke a personal access token',
      description: `${SESSION_ONLY} Refused from the next request on, on every instance. Someone else's token, an unknown or an already revoked one is 404.`,
      params: { id: 'Token id' },
      ok: { description: '`Access token revoked.`', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
