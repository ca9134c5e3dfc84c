import { AppError, ForbiddenError, UnauthenticatedError } from '../errors';
import { Access, Principal, SUPER_ADMIN, isPublicAccess, requiresVerifiedEmail } from './access';
import { PER_CALL, type RouteTokenScope, type TokenScope } from './token-scopes';

export const EMAIL_NOT_VERIFIED = new ForbiddenError(
  'Your email address is not verified.',
  'email_not_verified',
);
export const ACCOUNT_BLOCKED_MESSAGE = 'Your account has been blocked.';

const blocked = () => new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');

/** Steps 1 to 4 of CONTRACT §2.2 (see checkAccess). */
const checkUser = (access: Access, principal: Principal | null): AppError | null => {
  if (isPublicAccess(access)) return principal && !principal.active ? blocked() : null;
  if (!principal) return new UnauthenticatedError();
  if (requiresVerifiedEmail(access) && !principal.verified) return EMAIL_NOT_VERIFIED;
  if (!principal.active) return blocked();
  if (typeof access === 'string' || principal.roles.includes(SUPER_ADMIN)) return null;
  if ('roles' in access)
    return access.roles.some((role) => principal.roles.includes(role)) ? null : new ForbiddenError();
  return principal.permissions.has(access.permission) ? null : new ForbiddenError();
};

/**
 * The order of checks of CONTRACT §2.2, in one place: token, verified e-mail, active account,
 * role or permission; then, for a personal access token, the scope the route asks (CONTRACT §12;
 * a route no scope covers refuses such tokens; a `per-call` route checks each call with this same
 * function). Returns the error to answer with, or null.
 */
export const checkAccess = (
  access: Access,
  principal: Principal | null,
  scope: RouteTokenScope = null,
): AppError | null => {
  const denial = checkUser(access, principal);
  if (denial || !principal?.scopes || scope === PER_CALL) return denial;
  return scope && principal.scopes.has(scope) ? null : insufficientScope(scope);
};

const insufficientScope = (scope: TokenScope | null) =>
  new ForbiddenError(
    scope
      ? `This access token lacks the ${scope} scope.`
      : 'Access tokens cannot be used here; sign in instead.',
    'insufficient_scope',
  );
