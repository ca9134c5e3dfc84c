import { components } from './components';
import { accountPaths } from './paths/accounts';
import { catalogPaths } from './paths/catalog';
import { catalogAdminPaths } from './paths/catalog-admin';
import { billingPaths, billingSchemas } from './paths/billing';
import { catalogSchemas } from './paths/catalog-schemas';
import { systemPaths } from './paths/system';

/**
 * The OpenAPI 3.1 document of our /api contract. Paths are relative to the `/api` server.
 * Every operation states `x-access` and `x-throttle`, checked against the route declarations by the tests.
 */
export const buildOpenApiDocument = (appName: string) => ({
  openapi: '3.1.0',
  info: {
    title: `${appName} API`,
    version: '1.0.0',
    description: [
      'Travel planning and booking back end. Every body is JSON in the envelope `{success, message, data, meta?}`;',
      'every error is `{success:false, message, error:{type, status, message, timestamp, ...}}` (CONTRACT §1).',
      'Lists paginate with `page`/`per_page` and carry `X-Total-Count`, `X-Page`, `X-Per-Page`, `X-Total-Pages` and `Link`.',
      'Every response carries `X-Request-Id`; throttled routes carry `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`.',
      'Decisions where the contract is silent: an invalid or expired token sent to a public route is ignored (the call is anonymous),',
      'but a valid token of a blocked account is refused with 403 `account_blocked`; an empty list reports `total_pages: 1`;',
      '`Link` uses references relative to the request; a NUL character anywhere in the URL or a JSON body is 400 `bad_request`;',
      "a record id beyond the 32-bit range (2147483647) in a path is that resource's 404, in a body a 422 on the field;",
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
    { name: 'Admin: users', description: 'Account administration (permission `manage users`)' },
    { name: 'Catalog', description: 'Public catalog reads in `en` and `ar`' },
    { name: 'Billing', description: 'Plans, subscriptions, AI quota, checkout, payment webhooks, orders' },
    {
      name: 'Admin: catalog',
      description: 'Catalog maintenance with soft delete (permission `manage <collection>`)',
    },
  ],
  paths: { ...systemPaths, ...accountPaths, ...catalogPaths, ...catalogAdminPaths, ...billingPaths },
  components: { ...components, schemas: { ...components.schemas, ...catalogSchemas, ...billingSchemas } },
});
