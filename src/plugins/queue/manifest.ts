import { defineModule } from '../platform/public';
import { queueGuarantees } from './server/guarantees';

/** The queue plugin: background jobs and the outbox of domain events. */
export const queueModule = defineModule({
  name: 'plugins/queue',
  contentTypes: { 'plugin::queue.outbox-event': {} },
  guarantees: queueGuarantees,
});
