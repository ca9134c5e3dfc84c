import type { StrapiApp } from '@strapi/strapi/admin';
import { ChartPie, FileXls } from '@strapi/icons';
import { PLUGIN_ID, READ_REPORTS } from './permissions';

/**
 * The reports plugin in the admin panel: a Reports page in the menu and a home-page widget of the
 * revenue of the last 30 days, both shown only to roles holding `plugin::reports.read`.
 */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: FileXls,
      intlLabel: { id: `${PLUGIN_ID}.plugin.name`, defaultMessage: 'Reports' },
      // A plain function returning the import: 5.54 warns about async loaders.
      Component: () => import('./pages/ReportsPage').then((module) => ({ default: module.ReportsPage })),
      permissions: READ_REPORTS,
    });
    app.widgets.register({
      id: 'revenue-30-days',
      pluginId: PLUGIN_ID,
      icon: ChartPie,
      title: { id: `${PLUGIN_ID}.widget.revenue`, defaultMessage: 'Revenue, last 30 days' },
      component: async () => (await import('./components/RevenueWidget')).RevenueWidget,
      link: {
        label: { id: `${PLUGIN_ID}.widget.open`, defaultMessage: 'Open reports' },
        href: `/plugins/${PLUGIN_ID}`,
      },
      permissions: READ_REPORTS,
    });
    app.registerPlugin({ id: PLUGIN_ID, name: 'Reports' });
  },
  bootstrap() {},
  async registerTrads() {
    return [];
  },
};
