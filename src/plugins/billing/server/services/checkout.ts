import type { Core } from '@strapi/strapi';
import {
  ConflictError,
  DomainRuleError,
  UpstreamError,
  UpstreamUnavailableError,
  ValidationError,
} from '../../../contract/public';
import { isUniqueViolation } from '../../../platform/public';
import { purchaseOf } from './purchases/registry';
import type { Buyer, OrderRow, Priced } from './purchases/types';
import { paymentProvider } from '../adapters/configured-provider';
import { ORDER, ORDER_ITEM } from '../content-types/uids';

const ORDER_TTL_MS = 30 * 60 * 1000;

export type StoredOrder = OrderRow & {
  idempotency_key: string | null;
  client_secret: string;
  checkout_url: string;
  expires_at: string;
  provider_order_id: string;
};

export type CheckoutInput = {
  type: string;
  plan_id?: number;
  trip_id?: number;
  /** Extra facts a purchase records with its order (e.g. the guests of a destination booking). */
  details?: Record<string, unknown>;
  idempotency_key?: string;
  billing?: Record<string, string | undefined>;
};

/**
 * POST /payments/initiate: prices on the server, records a pending order (30 minutes), opens a
 * checkout with the configured provider. An idempotency key returns the same pending order.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER);
  const setting = <T>(key: string) => strapi.config.get(`plugin::billing.${key}`) as T;

  const provider = () => paymentProvider(strapi);

  const replay = async (buyer: Buyer, key: string): Promise<StoredOrder | null> => {
    // The first request may still be talking to the provider: its order exists but is not payable
    // yet. Wait for it (as long as the provider may take) rather than answer a checkout without a URL.
    const deadline = Date.now() + setting<{ timeoutMs?: number }>('paymob').timeoutMs! + 1000;
    for (;;) {
      const existing: StoredOrder | null = await orders().findOne({
        where: { user_id: buyer.id, idempotency_key: key },
      });
      if (!existing) return null;
      if (existing.state !== 'pending' || new Date(existing.expires_at) <= new Date()) {
        throw new ConflictError(
          'This idempotency key belongs to a checkout that is already finished.',
          'duplicate',
        );
      }
      if (existing.checkout_url) return existing;
      if (Date.now() > deadline)
        throw new ConflictError(
          'The checkout for this idempotency key is still being prepared; retry shortly.',
          'checkout_in_progress',
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    async initiate(buyer: Buyer, input: CheckoutInput): Promise<{ order: StoredOrder; replayed: boolean }> {
      const purchase = purchaseOf(input.type);
      if (!purchase) throw ValidationError.field('type', 'The selected type is invalid.');
      const key = input.idempotency_key;
      if (key) {
        const previous = await replay(buyer, key);
        if (previous) return { order: previous, replayed: true };
      }

      const priced: Priced = await purchase.price(strapi, buyer, input as Record<string, unknown>);
      if (priced.amount_cents <= 0) throw new DomainRuleError('checkout_failed', 'Invalid order amount.');

      let order: StoredOrder;
      try {
        order = await strapi.db.transaction(async () => {
          const created = await orders().create({
            data: {
              user_id: buyer.id,
              state: 'pending',
              total_cents: priced.amount_cents,
              currency: priced.currency,
              purchase_type: purchase.type,
              seller_id: priced.seller_id ?? null,
              idempotency_key: key ?? null,
              provider: provider().name,
              expires_at: new Date(Date.now() + ORDER_TTL_MS),
            },
          });
          // Legacy reference format: ORDER_{id}_{unix time}.
          const withReference = await orders().update({
            where: { id: created.id },
            data: { merchant_order_id: `ORDER_${created.id}_${Math.floor(Date.now() / 1000)}` },
          });
          for (const item of priced.items)
            await strapi.db
              .query(ORDER_ITEM)
              .create({ data: { ...item, order_id: created.id, currency: priced.currency } });
          await purchase.created?.(strapi, withReference, priced);
          return withReference;
        });
      } catch (error) {
        // Two concurrent initiates with one key: the unique index lets one through; answer the other with it.
        if (key && isUniqueViolation(error)) {
          const previous = await replay(buyer, key);
          if (previous) return { order: previous, replayed: true };
        }
        throw error;
      }

      try {
        const session = await provider().createCheckout({
          ...order,
          items: priced.items,
          billing: input.billing ?? {},
        });
        order = await orders().update({
          where: { id: order.id },
          data: {
            provider_order_id: session.providerOrderId,
            client_secret: session.clientSecret,
            checkout_url: session.checkoutUrl,
          },
        });
      } catch (error) {
        // Compensation: the order never became payable.
        await orders().update({
          where: { id: order.id },
          data: { state: 'failed', failure_reason: 'provider_unavailable' },
        });
        await purchase.abandoned?.(strapi, order);
        // The provider's failure is answered as such (502); a fault of ours stays a 500.
        if (!(error instanceof UpstreamError)) throw error;
        strapi.log.warn(`checkout ${order.merchant_order_id}: ${error.message}`);
        throw new UpstreamUnavailableError(
          'The payment provider could not open a checkout. Please try again.',
          502,
        );
      }
      return { order, replayed: false };
    },
  };
};
