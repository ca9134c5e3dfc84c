import type { Core } from '@strapi/strapi';
import { connectedApps } from './oauth/connected-apps';

type Listener = (userId: number) => void;

/** Per Strapi instance: a test process may run several. */
const listeners = new WeakMap<Core.Strapi, Listener[]>();

/**
 * Another module's interest in a user's access being cut — a token revoked, the account blocked
 * or deleted, its password changed — to drop what it holds for them (the live plugin closes their
 * sockets, which then subscribe again only if they still may).
 */
export const onAccessRevoked = (strapi: Core.Strapi, listener: Listener) => {
  listeners.set(strapi, [...(listeners.get(strapi) ?? []), listener]);
};

/** Tells the listeners once the revocation has committed: before it, a re-subscription would still pass. */
export const announceAccessRevoked = async (strapi: Core.Strapi, userId: number) => {
  // The revocation has committed: a listener's failure is logged and the others are still told.
  const tell = () => {
    for (const listener of listeners.get(strapi) ?? [])
      try {
        listener(userId);
      } catch (error) {
        strapi.log.error(`accounts: a listener of revoked access failed for user ${userId}`, { error });
      }
  };
  if (!strapi.db.inTransaction()) return tell();
  await strapi.db.transaction(async ({ onCommit }) => {
    onCommit(tell);
  });
};

/**
 * An account blocked or deactivated: its OAuth grants end (CONTRACT §15: the person connects
 * again once let back in), and the listeners are told. Its sessions and personal access tokens are
 * kept: they answer 403 `account_blocked` while access is off (CONTRACT §2.1).
 */
export const cutAccess = async (strapi: Core.Strapi, userId: number) => {
  await connectedApps(strapi).revokeAll(userId);
  await announceAccessRevoked(strapi, userId);
};
