import type { TokenScope } from './token-scopes';

/**
 * What a route declares about who may call it (CONTRACT §2.2):
 * - `public`: anyone; a presented token is still checked for a blocked account.
 * - `token`: a valid token; e-mail verification is not required (the legacy "token only" group).
 * - `verified`: a valid token of a verified account.
 * - `{ roles }` / `{ permission }`: verified (unless `verified: false`) and holding one of the
 *   roles or the permission; `super_admin` passes every check.
 */
export type Access =
  | 'public'
  | 'token'
  | 'verified'
  | { roles: string[]; verified?: boolean }
  | { permission: string; verified?: boolean };

export type Principal = {
  id: number;
  roles: string[];
  permissions: ReadonlySet<string>;
  verified: boolean;
  active: boolean;
  user: Record<string, unknown>;
  /** Present for a personal access token only: the scopes it was granted (a session holds them all). */
  scopes?: ReadonlySet<TokenScope>;
};

export const SUPER_ADMIN = 'super_admin';

export const isPublicAccess = (access: Access) => access === 'public';

export const requiresVerifiedEmail = (access: Access): boolean => {
  if (access === 'public' || access === 'token') return false;
  if (access === 'verified') return true;
  return access.verified ?? true;
};

export const describeAccess = (access: Access): string => {
  if (typeof access === 'string') return access;
  return 'roles' in access ? `roles:${access.roles.join('|')}` : `permission:${access.permission}`;
};
