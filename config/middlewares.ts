import type { Core } from '@strapi/strapi';
// No per-request log line on the hot path (strapi::logger is left out); ACCESS_LOG=true turns
// on the contract plugin's access log instead. No strapi::session either: the API is stateless
// (tokens), the admin panel uses its own JWT, and the OAuth nonce is a signed cookie.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const exposed = ['X-Request-Id', 'X-Total-Count', 'X-Page', 'X-Per-Page', 'X-Total-Pages', 'Link', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'ETag', 'Deprecation'];
  return [
    'strapi::errors',
    { name: 'plugin::contract.envelope', config: { accessLog: env.bool('ACCESS_LOG', false) } },
    'strapi::security',
    {
      name: 'strapi::cors',
      config: {
        origin: env.array('CORS_ORIGINS', [env('FRONTEND_URL', 'http://localhost:8080')]),
        headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Accept-Language', 'If-None-Match', 'Idempotency-Key', 'X-Request-Id'],
        expose: exposed,
        credentials: true,
        keepHeadersOnError: true,
      },
    },
    'strapi::poweredBy',
    'strapi::query',
    {
      name: 'strapi::body',
      config: {
        jsonLimit: '1mb',
        formLimit: '1mb',
        textLimit: '1mb',
        // The raw body is kept for HMAC verification of payment webhooks.
        includeUnparsed: true,
        formidable: { maxFileSize: 5 * 1024 * 1024 },
      },
    },
    'strapi::favicon',
    'strapi::public',
  ];
};
