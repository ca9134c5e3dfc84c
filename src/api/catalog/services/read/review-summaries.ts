import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { definePort } from '../../../../plugins/platform/public';

/**
 * The approved reviews of the record whose id is in the column `recordId` of the page query, as two
 * scalar subqueries: how many, and their average rating (null without any). Read in the page
 * query itself, for the page's rows only; null when the collection is not reviewed.
 */
export type ReviewSummaries = (
  strapi: Core.Strapi,
  knex: Knex,
  collection: string,
  recordId: string,
) => { count: Knex.QueryBuilder; rating: Knex.QueryBuilder } | null;

/** The collections travellers review (legacy-behaviour §3.7). */
export const REVIEWED_COLLECTIONS = ['hotels', 'restaurants', 'attractions', 'destinations', 'flights'];

/** The columns the page query selects them as (`reviews_rating` is rounded by the presenter). */
export const REVIEW_COUNT_COLUMN = 'reviews_count';
export const REVIEW_AVERAGE_COLUMN = 'reviews_average';

/**
 * The reviews module provides the summaries the catalog shows beside each record (`reviews_count`,
 * `reviews_rating`); without it, records have none.
 */
export const reviewSummaries = definePort<ReviewSummaries>('catalog.review-summaries', () => null);
