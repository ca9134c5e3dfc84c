import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ATTACHED_PLACE,
  DESTINATION_VISIT,
  ITINERARY_ITEM,
  TRIP,
  type ItineraryItemRow,
} from '../../content-types/rows';
import { changedItem, recordTripChange, type TripChangeKind } from './trip-change';

type DocumentContext = { uid: string; action: string; params: { documentId?: string } };
type Next = () => Promise<unknown>;
type Row = { id: number; trip_id?: number; state?: string } & Record<string, unknown>;

const PARTS = new Set([ITINERARY_ITEM, ATTACHED_PLACE, DESTINATION_VISIT]);
const ITEM_CHANGES: Record<string, TripChangeKind> = {
  create: 'item_attached',
  update: 'item_updated',
  delete: 'item_detached',
};

/** The Content Manager's admin API: the panel's saves. */
const fromPanel = (strapi: Core.Strapi) =>
  Boolean(strapi.requestContext.get()?.request.path.startsWith('/content-manager/'));

/**
 * A trip changed in the admin panel is changed like any other (CONTRACT §13, §14): its version
 * grows in the transaction of the save, an activity row says so (by nobody of the app: the panel),
 * and its members hear `trip.updated` once it commits. Creating or trashing a trip changes no plan.
 */
export const versionPanelEdits = (strapi: Core.Strapi) => async (ctx: DocumentContext, next: Next) => {
  const isTrip = ctx.uid === TRIP && ctx.action === 'update';
  const isPart = PARTS.has(ctx.uid) && ctx.action in ITEM_CHANGES;
  if ((!isTrip && !isPart) || !fromPanel(strapi)) return next();
  return strapi.db.transaction(async ({ trx }) => {
    const before = ctx.params.documentId
      ? ((await strapi.db
          .query(ctx.uid)
          .findOne({ where: { documentId: ctx.params.documentId } })) as Row | null)
      : null;
    const result = (await next()) as Row | null;
    // A delete answers `{documentId, entries}`: the row is the one read before it.
    const row = ctx.action === 'delete' ? before : (result ?? before);
    const tripId = isTrip ? row?.id : (row?.trip_id ?? before?.trip_id);
    if (!tripId) return result;
    const change: TripChangeKind = isTrip
      ? result?.state !== undefined && result.state !== before?.state
        ? 'status_changed'
        : 'trip_updated'
      : ITEM_CHANGES[ctx.action];
    const item =
      ctx.uid === ITINERARY_ITEM && row ? changedItem(row as unknown as ItineraryItemRow) : undefined;
    await recordTripChange(strapi, trx as Knex.Transaction, { tripId, change, by: null, item });
    return result;
  });
};
