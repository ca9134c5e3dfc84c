import { defineRoutes } from './define';

const TAG = 'System';

export default {
  ...defineRoutes([
    {
      method: 'GET',
      path: '/openapi.json',
      handler: 'docs.document',
      access: 'public',
      throttle: 'api',
      doc: {
        tag: TAG,
        summary: 'This document (OpenAPI 3.1)',
        ok: {
          description: 'The document; strong ETag, 304 on If-None-Match.',
          content: { 'application/json': {} },
        },
        responses: { '304': { description: 'Not modified.' } },
      },
    },
    {
      method: 'GET',
      path: '/docs',
      handler: 'docs.page',
      access: 'public',
      throttle: 'api',
      doc: {
        tag: TAG,
        summary: 'This document rendered (Swagger UI, served locally)',
        ok: { description: 'HTML page.', content: { 'text/html': {} } },
      },
    },
    {
      method: 'GET',
      path: '/docs/assets/:asset',
      handler: 'docs.asset',
      access: 'public',
      throttle: 'api',
      doc: {
        tag: TAG,
        summary: 'Static assets of the docs page',
        params: {
          asset: {
            description: 'Asset file name',
            schema: { enum: ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js'] },
          },
        },
        ok: { description: 'The asset.', content: { 'text/css': {}, 'application/javascript': {} } },
        errors: ['404'],
      },
    },
  ]),
  prefix: '',
};
