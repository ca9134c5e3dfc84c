/** The OAuth endpoints sit at the origin, outside `/api` (CONTRACT §15). */
const ORIGIN = [{ url: '/' }];

const rfcError = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string' }, error_description: { type: 'string' } },
      },
    },
  },
});

const json = (description: string, properties: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties } } },
});

const strings = { type: 'array', items: { type: 'string' } };
const form = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required, properties } } },
});
const tag = ['OAuth'];

/**
 * The JSON endpoints of the authorization server (CONTRACT §15), for the OpenAPI document. Their
 * errors are RFC 6749's `{error, error_description}`, not the envelope: OAuth clients parse them.
 */
export const oauthOriginPaths: Record<string, Record<string, unknown>> = {
  '/.well-known/oauth-protected-resource/api/mcp': {
    servers: ORIGIN,
    get: {
      tags: tag,
      summary: "The MCP server's protected-resource metadata (RFC 9728)",
      description:
        'Also at `/.well-known/oauth-protected-resource`. Where a 401 of `/api/mcp` points (`WWW-Authenticate: Bearer resource_metadata="…"`).',
      security: [],
      responses: {
        '200': json('The document.', {
          resource: { type: 'string', format: 'uri', example: 'https://travel.example/api/mcp' },
          authorization_servers: strings,
          scopes_supported: strings,
          bearer_methods_supported: strings,
          resource_name: { type: 'string' },
        }),
      },
    },
  },
  '/.well-known/oauth-authorization-server': {
    servers: ORIGIN,
    get: {
      tags: tag,
      summary: "The authorization server's metadata (RFC 8414)",
      description:
        'Also at `/.well-known/openid-configuration`. PKCE with S256 only; public clients only (`none`).',
      security: [],
      responses: {
        '200': json('The document.', {
          issuer: { type: 'string' },
          authorization_endpoint: { type: 'string' },
          token_endpoint: { type: 'string' },
          registration_endpoint: { type: 'string' },
          revocation_endpoint: { type: 'string' },
          code_challenge_methods_supported: strings,
          grant_types_supported: strings,
          token_endpoint_auth_methods_supported: strings,
          scopes_supported: strings,
        }),
      },
    },
  },
  '/oauth/register': {
    servers: ORIGIN,
    post: {
      tags: tag,
      summary: 'Register a client (RFC 7591)',
      description:
        'Public clients: `token_endpoint_auth_method` `none` (the default here); a secret-based method is 400 `invalid_client_metadata`. `redirect_uris`: `https://…`, or `http://` on localhost, 127.0.0.1 or [::1] with any port; anything else 400 `invalid_redirect_uri`. 20 registrations an hour per address (429 with `Retry-After`).',
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['redirect_uris'],
              properties: {
                client_name: { type: 'string' },
                redirect_uris: strings,
                scope: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        '201': json('The registered client (no secret).', {
          client_id: { type: 'string' },
          client_name: { type: 'string' },
          redirect_uris: strings,
          token_endpoint_auth_method: { type: 'string', enum: ['none'] },
        }),
        '400': rfcError('`invalid_redirect_uri` or `invalid_client_metadata`.'),
        '429': rfcError('`too_many_requests`, with `Retry-After`.'),
      },
    },
  },
  '/oauth/token': {
    servers: ORIGIN,
    post: {
      tags: tag,
      summary: 'Exchange a code, or refresh (RFC 6749)',
      description:
        '`authorization_code` with `code_verifier` (PKCE S256), `redirect_uri` and `resource` (the MCP URL); codes live 60 s and are used once. `refresh_token`: rotated at each use; a reused refresh token revokes the whole grant. Access tokens live 1 hour, their audience the MCP URL, and act like a personal access token with the granted scopes.',
      security: [],
      requestBody: form(
        {
          grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
          client_id: { type: 'string' },
          code: { type: 'string' },
          code_verifier: { type: 'string' },
          redirect_uri: { type: 'string' },
          resource: { type: 'string' },
          refresh_token: { type: 'string' },
        },
        ['grant_type', 'client_id'],
      ),
      responses: {
        '200': json('The tokens.', {
          access_token: { type: 'string' },
          token_type: { type: 'string', enum: ['Bearer'] },
          expires_in: { type: 'integer', example: 3600 },
          refresh_token: { type: 'string' },
          scope: { type: 'string' },
        }),
        '400': rfcError(
          '`invalid_grant` (a wrong verifier, a used or expired code, a reused refresh token), `invalid_request`, `invalid_target`.',
        ),
      },
    },
  },
  '/oauth/revoke': {
    servers: ORIGIN,
    post: {
      tags: tag,
      summary: 'Revoke a token (RFC 7009)',
      description:
        'An access or refresh token of the client; refused on every instance from the next request on. Unknown tokens are answered 200 too (RFC 7009).',
      security: [],
      requestBody: form({ token: { type: 'string' }, client_id: { type: 'string' } }, ['token', 'client_id']),
      responses: { '200': { description: 'Revoked (or unknown).' } },
    },
  },
};
