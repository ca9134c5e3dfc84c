import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { LinkedRecordsPanel } from './links/LinkedRecordsPanel';
import { idCells, LIST_COLUMNS_HOOK } from './lists/id-cells';
import { RtlEditView, RtlListView } from './rtl/RtlViews';

const PLUGIN_ID = 'panel';

type ContentManager = {
  apis: { addEditViewSidePanel(panels: PanelComponent[]): void };
  injectComponent(view: string, zone: string, component: { name: string; Component: () => null }): void;
};

/**
 * The Content Manager made for its readers: right-to-left editing of right-to-left locales (the
 * edit form and the list), and a "Linked records" panel and the lists' id cells following the ids a
 * record holds.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Panel' });
  },
  bootstrap(app: Pick<StrapiApp, 'getPlugin' | 'registerHook'>) {
    app.registerHook(LIST_COLUMNS_HOOK, idCells as never);
    const contentManager = app.getPlugin('content-manager') as unknown as ContentManager;
    contentManager.apis.addEditViewSidePanel([LinkedRecordsPanel]);
    contentManager.injectComponent('editView', 'right-links', {
      name: `${PLUGIN_ID}-rtl-edit`,
      Component: RtlEditView,
    });
    contentManager.injectComponent('listView', 'actions', {
      name: `${PLUGIN_ID}-rtl-list`,
      Component: RtlListView,
    });
  },
  async registerTrads() {
    return [];
  },
};
