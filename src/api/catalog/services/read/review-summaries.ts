import type { Core } from '@strapi/strapi';
import { definePort } from '../../../../plugins/contract/public';

/** Approved reviews of some records of one collection: how many, and their average rating. */
export type ReviewSummaries = (
  strapi: Core.Strapi,
  collection: string,
  ids: number[],
) => Promise<Map<number, { count: number; rating: number | null }>>;

/** The collections travellers review (legacy-behaviour §3.7). */
export const REVIEWED_COLLECTIONS = ['hotels', 'restaurants', 'attractions', 'destinations', 'flights'];

/**
 * The reviews module provides the summaries the catalog shows beside each record (`reviews_count`,
 * `reviews_rating`); without it, records have none.
 */
export const reviewSummaries = definePort<ReviewSummaries>('catalog.review-summaries', async () => new Map());
