import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../plugins/platform/public';
import { PLACE_KINDS } from '../api/catalog/public';

/** The catalog tables a review, a favourite or a trip's place points into, by the kind it names. */
const CATALOG: Record<string, string> = PLACE_KINDS;

type Named = { uid: string; column: string; kind: string | null; id: string };

/** The records that keep a catalog record's name for the admin panel, and where they point. */
const NAMED: Named[] = [
  { uid: 'api::review.review', column: 'reviewable_name', kind: 'reviewable_type', id: 'reviewable_id' },
  { uid: 'api::favourite.favourite', column: 'favorable_name', kind: 'favorable_type', id: 'favorable_id' },
  { uid: 'api::trip.trip-item', column: 'place_name', kind: 'item_type', id: 'item_id' },
  { uid: 'api::trip.trip-destination', column: 'place_name', kind: null, id: 'destination_id' },
];

/**
 * The names the admin panel titles records by, filled in for the records written before the
 * services kept them (a write since keeps its own); a record whose target is gone stays unnamed.
 */
export const seedPanelNames = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection as unknown as Knex;
  const table = (uid: string) => tableOf(strapi, uid);
  const from = (uid: string, column: string, source: Knex.QueryBuilder) =>
    knex(table(uid))
      .whereNull(column)
      .update({ [column]: source });

  for (const named of NAMED)
    for (const [kind, uid] of Object.entries(CATALOG)) {
      if (!named.kind && kind !== 'destination') continue;
      const name = kind === 'flight' ? knex.raw("airline || ' ' || flight_number") : knex.ref('name');
      const source = knex(table(uid))
        .select(name)
        .where('id', knex.ref(`${table(named.uid)}.${named.id}`));
      await (named.kind
        ? from(named.uid, named.column, source).where(named.kind, kind)
        : from(named.uid, named.column, source));
    }
  const orders = table('plugin::billing.order');
  const byOrder = (column: string, uid: string) =>
    knex(orders)
      .select(column)
      .where('id', knex.ref(`${table(uid)}.order_id`));
  await from(
    'plugin::billing.payment',
    'order_reference',
    byOrder('merchant_order_id', 'plugin::billing.payment'),
  );
  await from('plugin::billing.order-item', 'currency', byOrder('currency', 'plugin::billing.order-item'));
  const plans = knex(table('plugin::billing.plan'))
    .select('name')
    .where('id', knex.ref(`${table('plugin::billing.subscription')}.plan_id`));
  await from('plugin::billing.subscription', 'plan_name', plans);
};
