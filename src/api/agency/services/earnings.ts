import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf, type Principal } from '../../../plugins/contract/public';
import { scopeTrash } from '../../../plugins/soft-delete/public';
import { TRIP } from '../../trip/public';
import { ASSIGNMENT } from '../content-types/rows';
import { isStaff } from './machine';

const ORDER = 'plugin::billing.order';
const ORDER_ITEM = 'plugin::billing.order-item';
/** Orders whose money was received: paid, and delivered or not (a paid order waiting for a refund still counts). */
const RECEIVED_STATES = ['paid', 'fulfilled'];
const RECENT = 10;

export type Earnings = {
  assignments: { total: number; completed: number; active: number };
  /** Σ the budgets (the agency's prices) of its live trips: the legacy `total_earnings`. */
  tripPrices: number;
  received: Array<{ currency: string; amount_cents: number; orders: number }>;
  recent: Array<{
    order_id: number;
    merchant_order_id: string;
    trip_id: number;
    trip_title: string;
    amount_cents: number;
    currency: string;
    paid_at: string | null;
  }>;
};

/**
 * An agency's earnings in aggregate SQL (never its rows in memory): its assignments by state, the
 * prices of the trips it built, and the money its customers actually paid for them — trip package
 * orders that were paid, per currency, with the latest payments. Staff see every agency's.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;
  const table = (uid: string) => tableOf(strapi, uid);

  return {
    async of(principal: Principal): Promise<Earnings> {
      const own = (query: Knex.QueryBuilder) =>
        isStaff(principal) ? query : query.where('a.agency_user_id', principal.id);
      const assignments = own(knex()(`${table(ASSIGNMENT)} as a`));
      const counted = (await assignments
        .clone()
        .select(
          knex().raw('count(*) as total'),
          knex().raw("sum(case when a.state = 'completed' then 1 else 0 end) as completed"),
          knex().raw(
            "sum(case when a.state in ('admin_approved', 'agency_approved') then 1 else 0 end) as active",
          ),
        )
        .first()) as { total: unknown; completed: unknown; active: unknown };
      const trips = () =>
        own(
          knex()(`${table(TRIP)} as t`).join(`${table(ASSIGNMENT)} as a`, 'a.id', 't.agency_assignment_id'),
        );
      const prices = (await scopeTrash(trips(), 'live', 't').sum({ total: 't.budget' }).first()) as {
        total: unknown;
      };
      const paid = () =>
        trips()
          .join(`${table(ORDER_ITEM)} as i`, function joinItem() {
            this.on('i.product_id', '=', 't.id').andOnVal('i.product_type', '=', 'trip');
          })
          .join(`${table(ORDER)} as o`, 'o.id', 'i.order_id')
          .where('o.purchase_type', 'trip_package')
          .whereIn('o.state', RECEIVED_STATES);
      const received = (await paid()
        .select('o.currency as currency')
        .sum({ amount_cents: 'i.price_cents' })
        .count({ orders: 'o.id' })
        .groupBy('o.currency')
        .orderBy('o.currency')) as Array<{ currency: string; amount_cents: unknown; orders: unknown }>;
      const recent = (await paid()
        .select(
          'o.id as order_id',
          'o.merchant_order_id',
          't.id as trip_id',
          't.title as trip_title',
          'i.price_cents as amount_cents',
          'o.currency',
          'o.paid_at',
        )
        .orderBy([
          { column: 'o.paid_at', order: 'desc' },
          { column: 'o.id', order: 'desc' },
        ])
        .limit(RECENT)) as Array<Earnings['recent'][number] & { paid_at: unknown }>;
      return {
        assignments: {
          total: Number(counted?.total ?? 0),
          completed: Number(counted?.completed ?? 0),
          active: Number(counted?.active ?? 0),
        },
        tripPrices: Number(prices?.total ?? 0),
        received: received.map((row) => ({
          currency: row.currency,
          amount_cents: Number(row.amount_cents),
          orders: Number(row.orders),
        })),
        recent: recent.map((row) => ({
          ...row,
          amount_cents: Number(row.amount_cents),
          paid_at: row.paid_at ? new Date(row.paid_at as string).toISOString() : null,
        })),
      };
    },
  };
};
