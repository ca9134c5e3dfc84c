/**
 * The accounts module's public entry point: the user record and its presenters, the seeds, its database
 * guarantees, the `/me` subscription port billing provides, and typed access to the accounts services.
 */
export { type UserRecord, presentUser, rolesOf } from './server/presenters/user';
export { noticeMail, type Mail } from './server/presenters/mail';
export { signUrl, signatureMatches } from './server/services/signed-links';
export {
  FREE_PLAN,
  nextAnniversary,
  freeSubscription,
  type SubscriptionView,
} from './server/presenters/free-plan';
export { subscriptionSource, type SubscriptionSource } from './server/ports/subscription-source';
export { seedDemoUsers, seedPassword, DEMO_USERS } from './server/seed/demo-users';
export { accountsGuarantees } from './server/guarantees';
export { seedRolesAndPermissions, ALL_PERMISSIONS, ROLES } from './server/seed/roles';
export type { Person, PersonField } from './server/services/people';
export { USER } from './server/users-table';
export { accountLink } from './server/account-link';
export type { TokenScope } from './server/token-scopes';
export {
  issueToken,
  verifyToken,
  InvalidTokenError,
  bearerToken,
  requestToken,
  tokenSettingsOf,
  TOKEN_TTL_SECONDS,
  type TokenClaims,
  type TokenSettings,
  type IssuedToken,
} from './server/jwt';
export { onAccessRevoked } from './server/access-revoked';
export { type AccountsServices, accounts } from './accessor';
export { accountsModule } from './manifest';
