import { errors } from '@strapi/utils';

const UID = 'plugin::accounts.personal-access-token';
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

type DocumentContext = { uid: string; action: string };
type Next = () => Promise<unknown>;

/**
 * Admins see personal access tokens in the panel but never write them: a token is created (its
 * secret shown once) and revoked by its owner through the API, which writes through the query
 * engine, so only the panel and other document-service callers meet this refusal.
 */
export const personalTokensReadOnly = async (ctx: DocumentContext, next: Next) => {
  if (ctx.uid !== UID || READS.has(ctx.action)) return next();
  throw new errors.ForbiddenError('Personal access tokens are read-only here: their owners manage them.');
};
