import { envelopeOf } from '../components';

export const systemPaths = {
  '/health': {
    get: {
      tags: ['System'],
      summary: 'Health of the service and its dependencies',
      description:
        'The database, and Redis when configured. 503 `upstream_unavailable` with `error.checks` when a dependency is down.',
      'x-access': 'public',
      'x-throttle': 'api',
      security: [],
      responses: {
        '200': {
          description: 'Healthy.',
          content: { 'application/json': { schema: envelopeOf({ $ref: '#/components/schemas/Health' }) } },
        },
        '429': { $ref: '#/components/responses/TooManyRequests' },
        '503': { $ref: '#/components/responses/ServiceUnavailable' },
      },
    },
  },
  '/openapi.json': {
    get: {
      tags: ['System'],
      summary: 'This document (OpenAPI 3.1)',
      'x-access': 'public',
      'x-throttle': 'api',
      security: [],
      responses: {
        '200': {
          description: 'The document; strong ETag, 304 on If-None-Match.',
          content: { 'application/json': {} },
        },
        '304': { description: 'Not modified.' },
      },
    },
  },
  '/docs': {
    get: {
      tags: ['System'],
      summary: 'This document rendered (Swagger UI, served locally)',
      'x-access': 'public',
      'x-throttle': 'api',
      security: [],
      responses: { '200': { description: 'HTML page.', content: { 'text/html': {} } } },
    },
  },
  '/docs/assets/{asset}': {
    get: {
      tags: ['System'],
      summary: 'Static assets of the docs page',
      'x-access': 'public',
      'x-throttle': 'api',
      security: [],
      parameters: [
        {
          name: 'asset',
          in: 'path',
          required: true,
          schema: { enum: ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js'] },
        },
      ],
      responses: { '200': { description: 'The asset.' }, '404': { $ref: '#/components/responses/NotFound' } },
    },
  },
};
