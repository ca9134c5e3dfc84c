import type { Core } from '@strapi/strapi';

/** Who moved a document to the trash: a panel admin, an API caller, or nobody (seed, jobs). */
export type Deleter = { kind: 'admin' | 'api' | 'system'; id: number | null; name: string | null };

type RequestState = {
  auth?: { strategy?: { name?: string } };
  user?: { id?: number; firstname?: string | null; lastname?: string | null; email?: string };
  principal?: { id: number; user?: { username?: string; email?: string } };
};

const adminName = (user: NonNullable<RequestState['user']>) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || null;

/**
 * Read from the request being served (Strapi keeps it per async context): the admin panel's
 * session sets an admin user, our /api token a principal (the contract's strategy).
 */
export const currentDeleter = (strapi: Core.Strapi): Deleter => {
  const state = (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;
  if (state?.principal) {
    const { id, user } = state.principal;
    return { kind: 'api', id, name: user?.username ?? user?.email ?? null };
  }
  if (state?.auth?.strategy?.name === 'admin' && state.user?.id) {
    return { kind: 'admin', id: state.user.id, name: adminName(state.user) };
  }
  return { kind: 'system', id: null, name: null };
};
