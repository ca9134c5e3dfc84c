import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Typography } from '@strapi/design-system';
import { formatMoney, MONEY_FIELD } from './money';

const PLUGIN_ID = 'billing';
const LIST_COLUMNS_HOOK = 'Admin/CM/pages/ListView/inject-column-in-table';

type Header = { name: string; attribute?: { customField?: string } };
type Row = Record<string, unknown>;
type Columns = { displayedHeaders: Header[]; layout: unknown };

/**
 * List cells of money fields: the amount in the row's currency (199.00 EGP), not its cents, in the
 * same type as the other cells (a bare string renders smaller than the list's Typography).
 */
const moneyCells = ({ displayedHeaders, layout }: Columns): Columns => ({
  layout,
  displayedHeaders: displayedHeaders.map((header) =>
    header.attribute?.customField === MONEY_FIELD
      ? {
          ...header,
          cellFormatter: (row: Row) => (
            <Typography textColor="neutral800">
              {formatMoney(row[header.name], row.currency as string | null)}
            </Typography>
          ),
        }
      : header,
  ),
});

/**
 * The billing plugin in the admin panel: the money field, with which amounts stored in cents (orders,
 * payments, plans, subscriptions, restaurant prices) are read and typed in their currency's unit.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Billing' });
    app.customFields.register({
      name: 'money',
      pluginId: PLUGIN_ID,
      type: 'integer',
      intlLabel: { id: `${PLUGIN_ID}.money.label`, defaultMessage: 'Money' },
      intlDescription: {
        id: `${PLUGIN_ID}.money.description`,
        defaultMessage: 'An amount stored in cents, shown in its currency',
      },
      components: {
        // The panel hands a custom field's Input the field's props (name, label, attribute…).
        Input: () =>
          import('./MoneyInput').then((module) => ({ default: module.MoneyInput as ComponentType })),
      },
    });
  },
  bootstrap(app: Pick<StrapiApp, 'registerHook'>) {
    app.registerHook(LIST_COLUMNS_HOOK, moneyCells as never);
  },
  async registerTrads() {
    return [];
  },
};
