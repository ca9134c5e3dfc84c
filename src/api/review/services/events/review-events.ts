import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { contract } from '../../../../plugins/contract/public';
import { lockRow } from '../../../../plugins/platform/public';
import { outbox } from '../../../../plugins/queue/public';
import { REVIEW, type ReviewRow } from '../../content-types/rows';

type Event = {
  params: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

const ANNOUNCED = ['approved', 'rejected'];

/**
 * The states of the rows an update is about to change, read under a row lock: concurrent updates
 * of one review (twenty moderators pressing Approve) are serialised, so each sees the state the
 * previous one left and only the first one sees a transition. Our routes and the Content Manager
 * both update inside a transaction, so the lock holds until the change commits.
 */
const statesBefore = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.transaction(async ({ trx }) => {
    const rows = () =>
      strapi.db.query(REVIEW).findMany({ where, select: ['id', 'state'] }) as Promise<ReviewRow[]>;
    for (const row of await rows()) await lockRow(strapi, trx as unknown as Knex.Transaction, REVIEW, row.id);
    return new Map((await rows()).map((row) => [row.id, row.state]));
  });

/**
 * Every write to reviews, from our routes or the admin panel's Content Manager: the public answers
 * that show reviews (catalog records, stats) are invalidated, and a status that has become approved
 * or rejected is announced once (`review.approved` / `review.rejected`: the author is told) — the
 * event is recorded in the transaction of the change, by the one update that made the transition.
 */
export const subscribeReviewEvents = (strapi: Core.Strapi) => {
  const invalidate = () => contract(strapi).responseCache.invalidate('review');
  strapi.db.lifecycles.subscribe({
    models: [REVIEW],
    async beforeUpdate(event: Event) {
      event.state.statuses = await statesBefore(strapi, event.params.where ?? {});
    },
    async afterUpdate(event: Event) {
      await invalidate();
      const review = event.result as ReviewRow | undefined;
      const previous = (event.state.statuses as Map<number, string> | undefined)?.get(review?.id ?? 0);
      if (!review || review.state === previous || !ANNOUNCED.includes(review.state)) return;
      const changedAt = new Date(review.updatedAt).toISOString();
      await outbox(strapi).emit(
        `review.${review.state}`,
        {
          review_id: review.id,
          user_id: review.user_id,
          reviewable_type: review.reviewable_type,
          reviewable_id: review.reviewable_id,
          rating: review.rating,
          changed_at: changedAt,
        },
        // An approval and a later rejection of one review are told in that order.
        { key: `review.${review.state}:${review.id}:${changedAt}`, orderKey: `review:${review.id}` },
      );
    },
    afterCreate: invalidate,
    afterDelete: invalidate,
    afterUpdateMany: invalidate,
    afterDeleteMany: invalidate,
  });
};
