import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type Principal } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { scopeTrash } from '../../../plugins/soft-delete/public';
import { billing } from '../../../plugins/billing/public';
import { TRIP } from '../../trip/public';
import { ASSIGNMENT } from '../content-types/rows';
import { isStaff } from './machine';

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
      // The trips it built, as billing counts its sales of them (trip packages paid for).
      const sales = {
        purchaseType: 'trip_package',
        productType: 'trip',
        products: trips().select('t.id', 't.title as name'),
      };
      const received = await billing(strapi).receipts.totals(sales);
      const latest = await billing(strapi).receipts.latest(sales, RECENT);
      const recent = latest.map((receipt) => ({
        order_id: receipt.order_id,
        merchant_order_id: receipt.merchant_order_id,
        trip_id: receipt.product_id,
        trip_title: receipt.product_name,
        amount_cents: receipt.amount_cents,
        currency: receipt.currency,
        paid_at: receipt.paid_at,
      }));
      return {
        assignments: {
          total: Number(counted?.total ?? 0),
          completed: Number(counted?.completed ?? 0),
          active: Number(counted?.active ?? 0),
        },
        tripPrices: Number(prices?.total ?? 0),
        received,
        recent,
      };
    },
  };
};
