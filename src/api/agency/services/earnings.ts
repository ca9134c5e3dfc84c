import type { Core } from '@strapi/strapi';
import { type Principal } from '../../../plugins/contract/public';
import { billing } from '../../../plugins/billing/public';
import { trips } from '../../trip/public';
import { isStaff } from './machine';
import { agency } from '../accessor';
import { countOf } from './desk-totals';

const RECENT = 10;

export type Earnings = {
  assignments: { total: number; completed: number; active: number };
  /** Σ the budgets (the agency's prices) of its live trips: the legacy `total_earnings`. */
  tripPrices: number;
  received: Array<{ currency: string; amount_cents: number; orders: number }>;
  recent: Array<{
    order_id: number;
    merchant_order_id: string;
    trip_id: number | null;
    trip_title: string | null;
    amount_cents: number;
    currency: string;
    paid_at: string | null;
  }>;
};

/**
 * An agency's earnings from the totals the database keeps as things happen (never its book read
 * on a request): its assignments by state, the prices of the live trips it built, the money its
 * customers paid for them per currency (its sales, as billing counts them) and the latest payments.
 * Staff see every agency's.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async of(principal: Principal): Promise<Earnings> {
    const agencyUserId = isStaff(principal) ? null : principal.id;
    const [counts, built, received, latest] = await Promise.all([
      agency(strapi).deskTotals.byState(principal),
      trips(strapi).built.totals(agencyUserId),
      billing(strapi).receipts.totals(agencyUserId),
      billing(strapi).receipts.latest(agencyUserId, RECENT),
    ]);
    const titles = await trips(strapi).built.titles(
      latest.flatMap((receipt) => (receipt.product_id === null ? [] : [receipt.product_id])),
    );
    return {
      assignments: {
        total: countOf(counts),
        completed: countOf(counts, ['completed']),
        active: countOf(counts, ['admin_approved', 'agency_approved']),
      },
      tripPrices: built.prices,
      received,
      recent: latest.map((receipt) => ({
        order_id: receipt.order_id,
        merchant_order_id: receipt.merchant_order_id,
        trip_id: receipt.product_id,
        trip_title: receipt.product_id === null ? null : (titles.get(receipt.product_id) ?? null),
        amount_cents: receipt.amount_cents,
        currency: receipt.currency,
        paid_at: receipt.paid_at,
      })),
    };
  },
});
