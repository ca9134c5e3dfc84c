import { errors } from '@strapi/utils';
import { TRIP_ACTIVITY, TRIP_MEMBER, TRIP_SHARE_LINK } from '../../content-types/rows';

const READ_ONLY = new Set([TRIP_MEMBER, TRIP_SHARE_LINK, TRIP_ACTIVITY]);
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

type DocumentContext = { uid: string; action: string };
type Next = () => Promise<unknown>;

/**
 * Admins see a trip's members, invitations, share links and activity in the panel but never write
 * them (CONTRACT §14): the owner manages members through the API, whose changes lock the trip,
 * take its next version and tell the members — the services write through the query engine, so
 * only the panel and other document-service callers meet this refusal.
 */
export const tripMembersReadOnly = async (ctx: DocumentContext, next: Next) => {
  if (!READ_ONLY.has(ctx.uid) || READS.has(ctx.action)) return next();
  throw new errors.ForbiddenError("A trip's members are managed by its owner, through the app.");
};
