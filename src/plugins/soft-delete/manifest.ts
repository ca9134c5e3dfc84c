import { defineModule } from '../platform/public';

/** The soft-delete plugin: who moved each record to the trash, and when. */
export const softDeleteModule = defineModule({
  name: 'plugins/soft-delete',
  contentTypes: { 'plugin::soft-delete.deletion': {} },
});
