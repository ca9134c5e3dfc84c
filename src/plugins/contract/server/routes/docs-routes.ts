import { defineRoutes } from './define';

export default {
  ...defineRoutes([
    { method: 'GET', path: '/openapi.json', handler: 'docs.document', access: 'public', throttle: 'api' },
    { method: 'GET', path: '/docs', handler: 'docs.page', access: 'public', throttle: 'api' },
    { method: 'GET', path: '/docs/assets/:asset', handler: 'docs.asset', access: 'public', throttle: 'api' },
  ]),
  prefix: '',
};
