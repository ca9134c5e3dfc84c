import type { Core } from '@strapi/strapi';
// No per-request log line on the hot path (strapi::logger is left out); ACCESS_LOG=true turns
// on the contract plugin's access log instead. No strapi::session either: the API is stateless
// (tokens), the admin panel uses its own JWT, and the OAuth nonce is a signed cookie.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const exposed = [
    'X-Request-Id',
    'X-Total-Count',
    'X-Page',
    'X-Per-Page',
    'X-Total-Pages',
    'Link',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'Retry-After',
    'ETag',
    'Deprecation',
  ];
  return [
    'strapi::errors',
    // Outside the envelope: it times the whole /api request and sees the status the envelope wrote.
    'plugin::metrics.requests',
    // The OAuth authorization server at the origin, and the MCP server's 401 challenge (CONTRACT §15).
    'plugin::accounts.oauth',
    { name: 'plugin::contract.envelope', config: { accessLog: env.bool('ACCESS_LOG', false) } },
    // Response-cache hits answered before the rest of the chain, with the same headers (CONTRACT §1.5).
    'plugin::contract.cache-fast-path',
    'strapi::security',
    {
      name: 'strapi::cors',
      config: {
        origin: env.array('CORS_ORIGINS', [env('FRONTEND_URL', 'http://localhost:8080')]),
        // No list: a preflight from an allowed origin is granted the request headers it asks for
        // (CONTRACT §10; the legacy frontend sends Cache-Control, Pragma, Expires, X-Requested-With).
        headers: undefined,
        expose: exposed,
        credentials: true,
        keepHeadersOnError: true,
      },
    },
    'strapi::poweredBy',
    'strapi::query',
    // The contract plugin replaces strapi::body (middlewares/outside-api-body.ts): nothing is read
    // before routing under /api, and multipart only on the admin media library (CONTRACT §10).
    {
      name: 'strapi::body',
      config: { adminUploadLimitBytes: env.int('ADMIN_UPLOAD_MAX_BYTES', 50 * 1024 * 1024) },
    },
    // Browsers ask for /favicon.ico on the sandbox page and the verification link.
    { name: 'strapi::favicon', config: { path: 'public/favicon.png' } },
    'strapi::public',
  ];
};
