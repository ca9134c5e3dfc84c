import { type DeclaredRoute, type DocumentedRoute, pathsOf } from '../plugins/contract/public';
import { type ModuleManifest } from '../plugins/platform/public';
import { components } from './components';

/** `/api/hotels/:id` → `/hotels/{id}`: the document's paths are relative to the `/api` server. */
const openApiPath = (path: string) =>
  path.replace(/^\/api/, '').replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '{$1}');

/** Every route that documents itself (bench fixtures and test probes do not). */
const documented = (routes: DeclaredRoute[]): DocumentedRoute[] =>
  routes.flatMap((route) =>
    route.doc
      ? [
          {
            method: route.method,
            path: openApiPath(route.path),
            access: route.access as DocumentedRoute['access'],
            tokenScope: route.tokenScope ?? null,
            throttle: route.throttle as string,
            deprecated: Boolean(route.deprecated),
            aliasOf: route.aliasOf ? openApiPath(route.aliasOf) : null,
            body: route.body,
            doc: route.doc,
          },
        ]
      : [],
  );

/**
 * The OpenAPI 3.1 document of our /api contract, built from the route declarations themselves
 * (each states its access, throttle, schemas and responses); only shared components live here.
 */
export const buildOpenApiDocument = (
  appName: string,
  routes: DeclaredRoute[],
  modules: readonly ModuleManifest[],
) => ({
  openapi: '3.1.0',
  info: {
    title: `${appName} API`,
    version: '1.0.0',
    description: [
      'Travel planning and booking back end. Every body is JSON in the envelope `{success, message, data, meta?}`;',
      'every error is `{success:false, message, error:{type, status, message, timestamp, ...}}` (CONTRACT §1).',
      'Lists paginate with `page`/`per_page` (default 20, at most 100; the public catalog lists 1,000 and at most 1,000) and carry `X-Total-Count`, `X-Page`, `X-Per-Page`, `X-Total-Pages` and `Link`.',
      'Every response carries `X-Request-Id`; throttled routes carry `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`.',
      'Decisions where the contract is silent: an invalid or expired token sent to a public route is ignored (the call is anonymous),',
      'but a valid token of a blocked account is refused with 403 `account_blocked`; an empty list reports `total_pages: 1`;',
      '`Link` uses references relative to the request; a NUL character anywhere in the URL or a JSON body is 400 `bad_request`;',
      'every id a client sends is read one way: an integer (or a string of digits) from 1 to 2147483647 — anything else (0, -1, 1.5, 1e3, abc, a larger number)',
      "in a path is that resource's 404, in a query a 422 on the parameter, in a body a 422 on the field;",
      '`{type}` path segments are resolved from a fixed list, anything else is 404;',
      'a JSON body of `null` is an empty body;',
      'integers are bounded by 32-bit columns and decimal amounts by 99,999,999.99 (422 beyond).',
    ].join(' '),
  },
  servers: [{ url: '/api' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'System', description: 'Health and this document' },
    {
      name: 'Accounts',
      description: 'Registration, tokens, profile, e-mail verification, password reset, social sign-in',
    },
    {
      name: 'Access tokens',
      description:
        'Personal access tokens (`tp_pat_…`) for scripts and AI agents, managed with a session. Each operation names the scope such a token needs in `x-token-scope` (null: a session only; `per-call`: any scope gets in and each call asks its own, as the tools of the MCP endpoint do; 403 `insufficient_scope`)',
    },
    {
      name: 'OAuth',
      description:
        'The authorization server for assistants (CONTRACT §15), at the origin outside `/api`: discovery, registration, tokens, revocation; the sign-in and consent pages are HTML. Errors in the RFC shape `{error, error_description}`',
    },
    { name: 'Admin: users', description: 'Account administration (permission `manage users`)' },
    { name: 'Catalog', description: 'Public catalog reads in `en` and `ar`' },
    {
      name: 'MCP',
      description:
        'The Model Context Protocol server: catalog, planning, trips and checkout as tools for AI agents acting with a token',
    },
    { name: 'Billing', description: 'Plans, subscriptions, AI quota, checkout, payment webhooks, orders' },
    { name: 'Trips', description: 'Trips, their itinerary, sharing and forks (verified callers)' },
    {
      name: 'Calendar feeds',
      description: "A traveller's trips as one calendar an app subscribes to, behind a secret URL",
    },
    { name: 'Weather', description: 'Weather at a point, through Open-Meteo' },
    {
      name: 'AI',
      description:
        'The planner, trip review, enhance and the concierge (verified callers; metered by the AI quota)',
    },
    { name: 'Maps', description: 'Places and directions from our own catalog coordinates' },
    {
      name: 'Notifications',
      description:
        'In-app notifications of payments, subscriptions, bookings, forks and reviews (also e-mailed)',
    },
    { name: 'Admin: notifications', description: "Every user's notifications (role admin)" },
    { name: 'Reviews', description: 'Reviews of catalog records, published once approved' },
    { name: 'Admin: reviews', description: 'Moderation (permission `manage reviews`)' },
    { name: 'Favourites', description: "A traveller's kept catalog records" },
    { name: 'Dashboard', description: "The caller's summary" },
    { name: 'Surveys', description: "A traveller's survey answers" },
    { name: 'Contacts', description: 'The contact form' },
    { name: 'Admin: contacts', description: 'Contact messages (permission `manage contacts`)' },
    {
      name: 'Admin: settings',
      description: 'Site settings, their typed keys and files (permission `manage settings`)',
    },
    {
      name: 'Admin: analytics',
      description:
        'Accounts and money received over a period, in aggregate SQL (permission `view analytics`)',
    },
    { name: 'Newsletter', description: 'Newsletter subscriptions and the signed unsubscribe link' },
    {
      name: 'Conversations',
      description: 'Threads with the AI concierge (metered), an agency or support',
    },
    { name: 'Admin: trips', description: "Every user's trips with soft delete (permission `manage trips`)" },
    {
      name: 'Agency marketplace',
      description: 'A customer asks for an agency, follows, cancels or reports its assignments (token only)',
    },
    {
      name: 'Agency desk',
      description:
        'An agency answers its assignments, builds trips its customers buy, reads its earnings and profile (roles agency, admin, super_admin)',
    },
    {
      name: 'Admin: agency marketplace',
      description: 'Routing agency requests and reviewing flags (roles admin, super_admin)',
    },
    {
      name: 'Admin: catalog',
      description: 'Catalog maintenance with soft delete (permission `manage <collection>`)',
    },
    {
      name: 'Admin: reports',
      description: 'Business reports generated in the background as PDF or XLSX (roles admin, super_admin)',
    },
  ],
  paths: Object.assign(pathsOf(documented(routes)), ...modules.map((module) => module.originPaths ?? {})),
  components: {
    ...components,
    schemas: Object.assign({}, components.schemas, ...modules.map((module) => module.schemas ?? {})),
  },
});
