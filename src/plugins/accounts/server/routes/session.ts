import { ref, routeGroup } from '../../../contract/public';
import { loginSchema, profileSchema, registerSchema } from '../validators';

const session = { description: 'Signed in.', data: ref('Session') };
const caller = { type: 'object', properties: { user: ref('User') } };

/** The doc of a profile update, taken as PATCH or POST (multipart forms can only POST). */
const profileUpdate = (method: 'PATCH' | 'POST') => ({
  summary: `Update the caller's profile (${method})`,
  description:
    'Only the fields sent change. An e-mail change un-verifies the account and mails a new link; a password change revokes every other session of the account and keeps its personal access tokens. `profile_image` is a `data:image/...;base64,` URI in JSON, or a file field in multipart (JPEG, PNG, WebP, GIF; 5 MB). An e-mail or phone held by another account is 422 on that field (`The email has already been taken.`).',
  body: profileSchema,
  bodyContent: {
    'multipart/form-data': {
      schema: { type: 'object', properties: { profile_image: { type: 'string', format: 'binary' } } },
    },
  },
  ok: {
    description: '`Profile updated successfully.` (with an e-mail change, the message says a link was sent).',
    data: caller,
  },
  errors: ['401', '403', '422'],
});

/** Registration, sign-in and tokens (CONTRACT §2.1): each its own access and throttle. */
const auth = { tag: 'Accounts', controller: 'auth' } as const;
/** The caller's own account: a token is enough (no e-mail verification), the default throttle. */
const me = { tag: 'Accounts', access: 'token', throttle: 'api', controller: 'me' } as const;
// The one file the accounts routes take (multipart, parsed after access and throttle).
const profileImage = { files: ['profile_image'] };

export const sessionRoutes = [
  ...routeGroup(auth, [
    {
      method: 'POST',
      path: '/register',
      action: 'register',
      access: 'public',
      throttle: 'register',
      doc: {
        summary: 'Create an account (role user) and mail a verification link',
        description:
          'An address already held (in any case, by a deleted account too) is 422 on `email`: `The email has already been taken.`',
        body: registerSchema,
        ok: { status: '201', ...session },
        errors: ['422'],
      },
    },
    {
      method: 'POST',
      path: '/login',
      action: 'login',
      access: 'public',
      throttle: 'login',
      doc: {
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong e-mail or password: 401 `invalid_credentials`. Correct credentials of a blocked or inactive account: 403 `account_blocked`.',
        body: loginSchema,
        ok: session,
        errors: ['401', '403', '422'],
      },
    },
    {
      method: 'POST',
      path: '/logout',
      action: 'logout',
      access: 'token',
      throttle: 'api',
      doc: {
        summary: 'Revoke the token used',
        ok: { description: '`User Logged out Successfully`', data: { type: 'array', maxItems: 0 } },
        errors: ['401', '403'],
      },
    },
    {
      // The token to refresh may have expired (up to 14 days): the handler reads and checks it.
      method: 'POST',
      path: '/refresh',
      action: 'refresh',
      access: 'public',
      throttle: 'refresh',
      doc: {
        summary: 'Exchange a token for a new one',
        description:
          'Takes a bearer token that is valid, or expired less than 14 days ago, and not revoked. The old token is revoked at once, on every instance.',
        ok: session,
        errors: ['401', '403'],
      },
    },
  ]),
  ...routeGroup(me, [
    {
      method: 'GET',
      path: '/me',
      action: 'show',
      aliases: [{ path: '/user', deprecated: true }],
      doc: {
        summary: 'The caller',
        description: '`GET /me`; the legacy `/user` answers the same, with `Deprecation: true`.',
        ok: { description: 'The user with its subscription.', data: caller },
        errors: ['401', '403'],
      },
    },
    {
      method: 'PATCH',
      path: '/profile',
      action: 'updateProfile',
      body: profileImage,
      doc: profileUpdate('PATCH'),
    },
    {
      method: 'POST',
      path: '/profile',
      action: 'updateProfile',
      body: profileImage,
      doc: profileUpdate('POST'),
    },
  ]),
];
