type PolicyContext = { state: { user?: { roles?: { code?: string }[] } } };

/**
 * Only a Super Admin deletes trashed records for good: unlike a registered action, no role can be
 * given this in the roles editor. A false answer is Strapi's 403.
 */
export default (policyContext: PolicyContext) =>
  (policyContext.state.user?.roles ?? []).some((role) => role.code === 'strapi-super-admin');
