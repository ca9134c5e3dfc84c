import { TOKEN_TTL_SECONDS } from '../plugins/accounts/public';
/** Shared pieces of the OpenAPI document: the envelopes, errors, pagination and headers of CONTRACT §1. */
export const components = {
  securitySchemes: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A session JWT (login, register, refresh), or a personal access token `tp_pat_…` (`POST /me/tokens`) limited to its scopes: see `x-token-scope` on each operation.',
    },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['success', 'message', 'error'],
      properties: {
        success: { const: false },
        message: { type: 'string' },
        error: {
          type: 'object',
          required: ['type', 'status', 'message', 'timestamp'],
          properties: {
            type: { type: 'string', examples: ['validation_error'] },
            status: { type: 'integer' },
            message: { type: 'string' },
            timestamp: { type: 'string', format: 'date-time' },
            request_id: { type: 'string', description: 'On 5xx answers only.' },
            validation_errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'message'],
                properties: { field: { type: 'string' }, message: { type: 'string' } },
              },
            },
            allowed_methods: { type: 'array', items: { type: 'string' } },
          },
          additionalProperties: true,
        },
      },
    },
    Pagination: {
      type: 'object',
      required: ['page', 'per_page', 'total', 'total_pages'],
      properties: {
        page: { type: 'integer', minimum: 1 },
        per_page: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          description: 'At most 100; at most 1,000 on the public catalog lists.',
        },
        total: { type: 'integer', minimum: 0 },
        total_pages: {
          type: 'integer',
          minimum: 1,
          description: 'An empty list still has one (empty) page.',
        },
      },
    },
    Subscription: {
      type: 'object',
      required: [
        'plan_id',
        'plan_name',
        'status',
        'ai_quota_total',
        'ai_quota_used',
        'ai_quota_remaining',
        'renews_at',
        'plan',
        'provider',
        'provider_ref',
      ],
      properties: {
        plan_id: { type: 'integer' },
        plan_name: { type: 'string' },
        status: {
          enum: ['pending', 'active', 'cancelled', 'expired'],
          description:
            'The entitling subscription is `active` or `cancelled` (until `ends_at`); subscribe/upgrade answer the `pending` one.',
        },
        ai_quota_total: { type: 'integer' },
        ai_quota_used: { type: 'integer' },
        ai_quota_remaining: { type: 'integer' },
        renews_at: { type: ['string', 'null'], format: 'date-time' },
        plan: {
          description: 'The Plan as GET /plans/{id} shows it (CONTRACT §5).',
          $ref: '#/components/schemas/Plan',
        },
        provider: {
          type: ['string', 'null'],
          examples: ['paymob', 'sandbox'],
          description:
            'The payment provider of the order that paid this subscription; null for Free and while unpaid (pending).',
        },
        provider_ref: {
          type: ['string', 'null'],
          examples: ['ORDER_42_1767225600'],
          description:
            "The payment reference of the order that paid it (its `merchant_order_id`, the reference the provider was given: the receipt's payment reference); null for Free and while unpaid (pending).",
        },
      },
    },
    AddressDetails: {
      type: ['object', 'null'],
      properties: Object.fromEntries(
        ['line1', 'line2', 'city', 'state', 'country', 'postal_code'].map((key) => [
          key,
          { type: ['string', 'null'] },
        ]),
      ),
    },
    User: {
      type: 'object',
      required: ['id', 'name', 'email', 'roles', 'email_verified_at'],
      properties: {
        id: { type: 'integer' },
        name: { type: ['string', 'null'] },
        email: { type: 'string', format: 'email' },
        roles: { type: 'array', items: { enum: ['super_admin', 'admin', 'agency', 'user'] } },
        phone: { type: ['string', 'null'] },
        bio: { type: ['string', 'null'] },
        country: { type: ['string', 'null'] },
        address: { type: ['string', 'null'] },
        address_details: { $ref: '#/components/schemas/AddressDetails' },
        preferred_currency: { type: ['string', 'null'] },
        emergency_contact: { type: ['string', 'null'] },
        profile_image: {
          type: ['string', 'null'],
          format: 'uri',
          description: 'Absolute URL of the uploaded image, else the social avatar.',
        },
        email_verified_at: { type: ['string', 'null'], format: 'date-time' },
        subscription: { $ref: '#/components/schemas/Subscription' },
      },
    },
    AdminUser: {
      allOf: [
        { $ref: '#/components/schemas/User' },
        {
          type: 'object',
          properties: {
            is_active: { type: 'boolean' },
            blocked: { type: 'boolean' },
            created_at: { type: 'string', format: 'date-time' },
            updated_at: { type: 'string', format: 'date-time' },
          },
        },
      ],
    },
    Session: {
      type: 'object',
      required: ['token', 'token_type', 'expires_in', 'user'],
      properties: {
        token: {
          type: 'string',
          description: `JWT (HS256) with sub, jti, iat, nbf, exp (= iat + ${TOKEN_TTL_SECONDS}), iss, roles.`,
        },
        token_type: { const: 'Bearer' },
        expires_in: { const: TOKEN_TTL_SECONDS },
        user: { $ref: '#/components/schemas/User' },
      },
    },
    DependencyStatus: {
      type: 'object',
      required: ['status'],
      properties: {
        status: { enum: ['up', 'down', 'disabled'] },
        latency_ms: { type: 'integer' },
        reason: {
          enum: ['timeout', 'failed'],
          description: 'When down: no answer within the probe’s time limit, or a failure.',
        },
        client: { type: 'string', description: 'database: `sqlite` or `postgres`.' },
        driver: {
          enum: ['inline', 'bullmq', 'embedded', 'pusher'],
          description: 'queue: where jobs wait; realtime: the embedded server, or a Pusher-protocol server.',
        },
        bus: {
          enum: ['redis', 'local', 'pusher', null],
          description:
            'realtime: what carries events to every instance (Redis pub/sub, this process only, or the Pusher server).',
        },
        sockets: {
          type: 'integer',
          description: "realtime (embedded): this instance's open WebSocket connections.",
        },
        subscriptions: {
          type: 'integer',
          description: 'realtime (embedded): channel subscriptions of those sockets.',
        },
        waiting: { type: ['integer', 'null'], description: 'queue: jobs waiting for a worker.' },
        transport: { enum: ['smtp', 'files'], description: 'mail: SMTP server, or files in storage/mail.' },
      },
    },
    Health: {
      type: 'object',
      required: ['status', 'draining', 'failing', 'checks'],
      properties: {
        status: { enum: ['ok', 'degraded'] },
        draining: { type: 'boolean', description: 'A SIGTERM drain is under way.' },
        failing: { type: 'array', items: { type: 'string' }, description: 'Dependencies that are down.' },
        checks: {
          type: 'object',
          properties: Object.fromEntries(
            ['database', 'redis', 'queue', 'mail', 'realtime'].map((name) => [
              name,
              { $ref: '#/components/schemas/DependencyStatus' },
            ]),
          ),
        },
      },
    },
    Readiness: { type: 'object', required: ['status'], properties: { status: { const: 'ready' } } },
    Liveness: {
      type: 'object',
      required: ['status', 'draining'],
      properties: { status: { const: 'alive' }, draining: { type: 'boolean' } },
    },
  },
  parameters: {
    page: {
      name: 'page',
      in: 'query',
      description: '1-based page number.',
      schema: { type: 'integer', minimum: 1, default: 1 },
    },
    per_page: {
      name: 'per_page',
      in: 'query',
      description:
        'Page size: default 20; larger than 100 is clamped to 100; zero, negative or non-integer is 422.',
      schema: { type: 'integer', minimum: 1, default: 20 },
    },
    catalog_per_page: {
      name: 'per_page',
      in: 'query',
      description:
        'Page size of a public catalog list: default 1,000 (the legacy service returned these lists whole, and its clients page and search them on their side; the answer is cached, so a large page costs one build per change); larger than 1,000 is clamped to 1,000; zero, negative or non-integer is 422.',
      schema: { type: 'integer', minimum: 1, default: 1000 },
    },
  },
  headers: {
    'X-Request-Id': {
      description: 'Echoed from the request when sane, else generated.',
      schema: { type: 'string' },
    },
    'X-RateLimit-Limit': { schema: { type: 'integer' } },
    'X-RateLimit-Remaining': { schema: { type: 'integer' } },
    'X-RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
    'Retry-After': { schema: { type: 'integer' } },
    'X-Total-Count': { schema: { type: 'integer' } },
    'X-Page': { schema: { type: 'integer' } },
    'X-Per-Page': { schema: { type: 'integer' } },
    'X-Total-Pages': { schema: { type: 'integer' } },
    Link: {
      description: 'RFC 8288 links (first, prev, next, last), relative to the request.',
      schema: { type: 'string' },
    },
  },
  responses: {
    BadRequest: {
      description:
        'Malformed JSON; a body that is not `application/json` (a form, multipart, text, ...) where the operation does not list that type — multipart is taken only by the operations that take a file, and read only after access and throttle; a malformed multipart body; or a NUL character in the URL or body (`bad_request`).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    Unauthenticated: {
      description: 'Missing, malformed, expired or revoked token (`unauthenticated`).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    Forbidden: {
      description:
        '`email_not_verified`, `account_blocked` or `forbidden`, checked in that order (CONTRACT §2.2).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    NotFound: {
      description: 'Unknown route or record (`not_found`).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    ValidationFailed: {
      description: '`validation_error` with `validation_errors`.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    TooManyRequests: {
      description: '`too_many_requests`.',
      headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    PayloadTooLarge: {
      description:
        '`payload_too_large` (JSON and forms 1 MB; uploads 5 MB for all files of a request together).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    Conflict: {
      description: 'State conflict (`duplicate`, ...).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    PreconditionFailed: {
      description:
        '`version_conflict`: the record has changed since the version the request names (`If-Match`, or `version` in the body); `error.current` holds it as it is now, and nothing was written.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    DomainRule: {
      description: 'A domain rule refused the request (specific `error.type`).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    ServiceUnavailable: {
      description: '`upstream_unavailable`.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  },
};

/** `{success, message, data, meta?}` around a payload schema. */
