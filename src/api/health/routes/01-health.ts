import { defineRoutes } from '../../../plugins/contract/public';

export default defineRoutes([
  { method: 'GET', path: '/health', handler: 'api::health.health.show', access: 'public', throttle: 'api' },
]);
