import { AppError, ForbiddenError, UnauthenticatedError } from '../errors';
import { Access, Principal, SUPER_ADMIN, isPublicAccess, requiresVerifiedEmail } from './access';

export const EMAIL_NOT_VERIFIED = new ForbiddenError(
  'Your email address is not verified.',
  'email_not_verified',
);
export const ACCOUNT_BLOCKED_MESSAGE = 'Your account has been blocked.';

/**
 * The order of checks of CONTRACT §2.2, in one place: token, verified e-mail, active account,
 * role or permission. Returns the error to answer with, or null when the call may proceed.
 */
export const checkAccess = (access: Access, principal: Principal | null): AppError | null => {
  if (isPublicAccess(access)) {
    return principal && !principal.active
      ? new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked')
      : null;
  }
  if (!principal) return new UnauthenticatedError();
  if (requiresVerifiedEmail(access) && !principal.verified) return EMAIL_NOT_VERIFIED;
  if (!principal.active) return new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE, 'account_blocked');
  if (typeof access === 'string' || principal.roles.includes(SUPER_ADMIN)) return null;
  if ('roles' in access)
    return access.roles.some((role) => principal.roles.includes(role)) ? null : new ForbiddenError();
  return principal.permissions.has(access.permission) ? null : new ForbiddenError();
};
