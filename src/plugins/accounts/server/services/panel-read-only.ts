import { errors } from '@strapi/utils';

const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

type DocumentContext = { uid: string; action: string };
type Next = () => Promise<unknown>;

/**
 * A content type admins see in the panel but never write (a document middleware): its rows are
 * written by the API's own paths through the query engine, so only the panel and other
 * document-service callers meet this refusal.
 */
export const readOnlyInPanel = (uid: string, why: string) => async (ctx: DocumentContext, next: Next) => {
  if (ctx.uid !== uid || READS.has(ctx.action)) return next();
  throw new errors.ForbiddenError(why);
};

/** Personal access tokens: created (the secret shown once) and revoked by their owners. */
export const personalTokensReadOnly = readOnlyInPanel(
  'plugin::accounts.personal-access-token',
  'Personal access tokens are read-only here: their owners manage them.',
);

/** Connected apps: the person disconnects them; blocking the account ends them all. */
export const connectedAppsReadOnly = readOnlyInPanel(
  'plugin::accounts.connected-app',
  'Connected apps are read-only here: the person disconnects them, and blocking the account ends them.',
);
