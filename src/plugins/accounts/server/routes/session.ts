import { type RouteDeclaration, ref } from '../../../contract/public';
import { loginSchema, profileSchema, registerSchema } from '../validators/accounts';

const TAG = 'Accounts';
const session = { description: 'Signed in.', data: ref('Session') };
const caller = { type: 'object', properties: { user: ref('User') } };
// The one file the accounts routes take (multipart, parsed after access and throttle).
const profileImage = { files: ['profile_image'] };

const profileRoute = (method: 'PATCH' | 'POST'): RouteDeclaration => ({
  method,
  path: '/profile',
  handler: 'me.updateProfile',
  access: 'token',
  throttle: 'api',
  body: profileImage,
  doc: {
    tag: TAG,
    summary: `Update the caller's profile (${method})`,
    description:
      'Only the fields sent change. An e-mail change un-verifies the account and mails a new link; a password change revokes every other token of the account. `profile_image` is a `data:image/...;base64,` URI in JSON, or a file field in multipart (JPEG, PNG, WebP, GIF; 5 MB). An e-mail or phone held by another account is 422 on that field (`The email has already been taken.`).',
    body: profileSchema,
    bodyContent: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { profile_image: { type: 'string', format: 'binary' } } },
      },
    },
    ok: {
      description:
        '`Profile updated successfully.` (with an e-mail change, the message says a link was sent).',
      data: caller,
    },
    errors: ['401', '403', '422'],
  },
});

/** Registration, sign-in, tokens and the caller's own account (CONTRACT §2.1). */
export const sessionRoutes: RouteDeclaration[] = [
  {
    method: 'POST',
    path: '/register',
    handler: 'auth.register',
    access: 'public',
    throttle: 'register',
    doc: {
      tag: TAG,
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
    handler: 'auth.login',
    access: 'public',
    throttle: 'login',
    doc: {
      tag: TAG,
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
    handler: 'auth.logout',
    access: 'token',
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'Revoke the token used',
      ok: { description: '`User Logged out Successfully`', data: { type: 'array', maxItems: 0 } },
      errors: ['401', '403'],
    },
  },
  {
    // The token to refresh may have expired (up to 14 days): the handler reads and checks it.
    method: 'POST',
    path: '/refresh',
    handler: 'auth.refresh',
    access: 'public',
    throttle: 'refresh',
    doc: {
      tag: TAG,
      summary: 'Exchange a token for a new one',
      description:
        'Takes a bearer token that is valid, or expired less than 14 days ago, and not revoked. The old token is revoked at once, on every instance.',
      ok: session,
      errors: ['401', '403'],
    },
  },
  {
    method: 'GET',
    path: '/me',
    handler: 'me.show',
    access: 'token',
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'The caller',
      ok: { description: 'The user with its subscription.', data: caller },
      errors: ['401', '403'],
    },
  },
  {
    method: 'GET',
    path: '/user',
    handler: 'me.show',
    access: 'token',
    throttle: 'api',
    deprecated: true,
    doc: {
      tag: TAG,
      summary: 'The caller (legacy alias of /me)',
      ok: { description: 'As /me; answers with `Deprecation: true`.', data: caller },
      errors: ['401', '403'],
    },
  },
  profileRoute('PATCH'),
  profileRoute('POST'),
];
