import { queryParam, ref, routeGroup } from '../../../contract/public';
import { socialCompleteSchema } from '../validators';

const provider = {
  provider: { description: 'Identity provider', schema: { enum: ['google', 'facebook'] } },
};

/** Sign-in with Google or Facebook (authorisation-code flow, signed state). */
const group = { tag: 'Accounts', throttle: 'api', controller: 'social' } as const;

export const socialRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/auth/:provider',
    action: 'redirect',
    access: 'public',
    doc: {
      summary: 'Start social sign-in (redirect to the identity provider)',
      description:
        'Sets a short-lived signed cookie bound to the signed `state`. An unconfigured provider redirects to the frontend with `oauth_error=provider_not_configured`.',
      params: provider,
      responses: { '302': { description: 'To the provider, or to the frontend with `oauth_error`.' } },
      errors: ['404'],
    },
  },
  {
    method: 'GET',
    path: '/auth/:provider/callback',
    action: 'callback',
    access: 'public',
    doc: {
      summary: 'Provider return: sign in or create the account, then back to the frontend',
      description:
        'Redirects to `{FRONTEND_URL}{FRONTEND_OAUTH_PATH}?token=…` (`FRONTEND_OAUTH_PATH` default `/`, where the legacy frontend reads it) (plus `&oauth_pending=1&provider=…` while the phone number is missing) or `?oauth_error=` one of invalid_state, access_denied, provider_error, email_required, email_unverified, account_blocked, account_unavailable, provider_not_configured, server_error. New accounts are unverified and get a verification mail. Linking by e-mail to an account whose address was never verified replaces its password and revokes its tokens.',
      params: provider,
      parameters: [queryParam('code', 'Authorisation code'), queryParam('state', 'Signed state')],
      responses: { '302': { description: 'To the frontend.' } },
      errors: ['404'],
    },
  },
  {
    method: 'POST',
    path: '/auth/social/complete',
    action: 'complete',
    access: 'token',
    doc: {
      summary: 'Finish a social sign-up with the phone number',
      body: socialCompleteSchema,
      ok: {
        description: '`Registration completed successfully.` (or `Phone already set.`) with a fresh token.',
        data: ref('Session'),
      },
      errors: ['401', '403', '422'],
    },
  },
]);
