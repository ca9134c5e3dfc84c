import { defineModule } from '../../plugins/platform/public';
import { guardPanelWrites } from './write-guard';

/** What state machines own stays theirs: the admin panel's save may not change it. */
export const panelGuardModule = defineModule({
  name: 'api/panel-guard',
  register(strapi) {
    strapi.documents.use(guardPanelWrites(strapi) as never);
  },
});
