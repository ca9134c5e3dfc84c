import { listMeta, operation, pageParams, pathParam, queryParam, ref } from './operation';

const TAG = 'Accounts';
const ADMIN = 'Admin: users';
const MANAGE_USERS = 'permission:manage users';

const str = (extra: object = {}) => ({ type: 'string', ...extra });
const passwordPair = { password: str({ minLength: 8 }), password_confirmation: str() };

const profileFields = {
  name: str({ maxLength: 255 }),
  email: str({ format: 'email', description: 'A change un-verifies the account and mails a new link.' }),
  phone: str({ maxLength: 25 }),
  bio: str({ maxLength: 1000 }),
  country: str({ maxLength: 100 }),
  address: str(),
  line1: str(),
  line2: str(),
  city: str(),
  state: str(),
  postal_code: str(),
  address_details: ref('AddressDetails'),
  preferred_currency: str({ description: 'ISO 4217 code', maxLength: 10 }),
  emergency_contact: str(),
  profile_image: str({
    description:
      'A `data:image/...;base64,` URI (JSON), or a file field in multipart (JPEG, PNG, WebP, GIF; 5 MB).',
  }),
  password: str({ minLength: 8, description: 'A change revokes every other token of the account.' }),
  password_confirmation: str(),
};

const userId = pathParam('user', 'User id');
const session = { description: 'Signed in.', data: ref('Session') };

const profileOperation = (method: string) =>
  operation({
    tag: TAG,
    summary: `Update the caller's profile (${method})`,
    access: 'token',
    throttle: 'api',
    bodyContent: {
      'application/json': { schema: { type: 'object', properties: profileFields } },
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...profileFields, profile_image: { type: 'string', format: 'binary' } },
        },
      },
    },
    ok: {
      description:
        '`Profile updated successfully.` (with an e-mail change, the message says a link was sent).',
      data: { type: 'object', properties: { user: ref('User') } },
    },
    description:
      'An e-mail or phone held by another account is 422 on that field (`The email has already been taken.`).',
    errors: ['400', '401', '403', '413', '422'],
  });

export const accountPaths = {
  '/register': {
    post: operation({
      tag: TAG,
      summary: 'Create an account (role user) and mail a verification link',
      access: 'public',
      throttle: 'register',
      body: {
        type: 'object',
        required: ['name', 'email', 'password', 'password_confirmation'],
        properties: {
          name: str({ maxLength: 255 }),
          email: str({ format: 'email' }),
          phone: str(),
          ...passwordPair,
        },
      },
      description:
        'An address already held (in any case, by a deleted account too) is 422 on `email`: `The email has already been taken.`',
      ok: { status: '201', ...session },
      errors: ['400', '422'],
    }),
  },
  '/login': {
    post: operation({
      tag: TAG,
      summary: 'Sign in with e-mail and password',
      description:
        'Wrong e-mail or password: 401 `invalid_credentials`. Correct credentials of a blocked or inactive account: 403 `account_blocked`.',
      access: 'public',
      throttle: 'login',
      body: {
        type: 'object',
        required: ['email', 'password'],
        properties: { email: str({ format: 'email' }), password: str() },
      },
      ok: session,
      errors: ['400', '401', '403', '422'],
    }),
  },
  '/logout': {
    post: operation({
      tag: TAG,
      summary: 'Revoke the token used',
      access: 'token',
      throttle: 'api',
      ok: { description: '`User Logged out Successfully`', data: { type: 'array', maxItems: 0 } },
      errors: ['401', '403'],
    }),
  },
  '/refresh': {
    post: operation({
      tag: TAG,
      summary: 'Exchange a token for a new one',
      description:
        'Takes a bearer token that is valid, or expired less than 14 days ago, and not revoked. The old token is revoked at once, on every instance.',
      access: 'public',
      throttle: 'refresh',
      ok: session,
      errors: ['401', '403'],
    }),
  },
  '/me': {
    get: operation({
      tag: TAG,
      summary: 'The caller',
      access: 'token',
      throttle: 'api',
      ok: {
        description: 'The user with its subscription.',
        data: { type: 'object', properties: { user: ref('User') } },
      },
      errors: ['401', '403'],
    }),
  },
  '/user': {
    get: operation({
      tag: TAG,
      summary: 'The caller (legacy alias of /me)',
      access: 'token',
      throttle: 'api',
      deprecated: true,
      ok: {
        description: 'As /me; answers with `Deprecation: true`.',
        data: { type: 'object', properties: { user: ref('User') } },
      },
      errors: ['401', '403'],
    }),
  },
  '/profile': { patch: profileOperation('PATCH'), post: profileOperation('POST') },
  '/forgot-password': {
    post: operation({
      tag: TAG,
      summary: 'Mail a password reset token',
      description:
        "The same 200 answer whether or not the address has an account. The mail shows the token as a code to paste and links to `{FRONTEND_URL}{FRONTEND_RESET_PATH}?token=…&email=…` (`FRONTEND_RESET_PATH` default `/auth/reset.html`, the legacy frontend's page). The token is single-use and valid 60 minutes.",
      access: 'public',
      throttle: 'forgot_password',
      body: { type: 'object', required: ['email'], properties: { email: str({ format: 'email' }) } },
      ok: { description: 'Accepted.' },
      errors: ['400', '422'],
    }),
  },
  '/reset-password': {
    post: operation({
      tag: TAG,
      summary: 'Set a new password with a mailed token',
      description: 'Revokes every token of the account. A bad, expired or used token: 422 `reset_failed`.',
      access: 'public',
      throttle: 'reset_password',
      body: {
        type: 'object',
        required: ['email', 'token', 'password', 'password_confirmation'],
        properties: { email: str({ format: 'email' }), token: str(), ...passwordPair },
      },
      ok: { description: '`Password reset successfully`' },
      errors: ['400', '422'],
    }),
  },
  '/email/verify/{id}/{hash}': {
    get: operation({
      tag: TAG,
      summary: 'Verify an e-mail address (signed link from the mail)',
      description:
        'Bad or expired signature: 403 `invalid_signature`. A link for an address the account no longer has: 403 `invalid_verification_link`.',
      access: 'public',
      throttle: 'api',
      parameters: [
        pathParam('id', 'User id', { type: 'string' }),
        pathParam('hash', 'sha1 of the e-mail', { type: 'string' }),
        { ...queryParam('expires', 'Unix time', { type: 'integer' }), required: true },
        { ...queryParam('signature', 'HMAC-SHA256 hex'), required: true },
      ],
      ok: { description: '`Email verified successfully` or `Email already verified`' },
      errors: ['403'],
    }),
  },
  '/email/resend': {
    post: operation({
      tag: TAG,
      summary: 'Mail a new verification link',
      access: 'token',
      throttle: 'email_resend',
      ok: { description: '`Verification link sent successfully.` or `Email already verified.`' },
      errors: ['401', '403', '503'],
    }),
  },
  '/email/verify-notice': {
    get: operation({
      tag: TAG,
      summary: 'Whether the caller still has to verify',
      description:
        'Unverified: 403 `email_not_verified`. Verified: 200 with `email_verified_at` (decision: the legacy service answered 403 always).',
      access: 'token',
      throttle: 'api',
      ok: {
        description: 'Verified.',
        data: { type: 'object', properties: { email_verified_at: str({ format: 'date-time' }) } },
      },
      errors: ['401', '403'],
    }),
  },
  '/auth/{provider}': {
    get: operation({
      tag: TAG,
      summary: 'Start social sign-in (redirect to the identity provider)',
      description:
        'Sets a short-lived signed cookie bound to the signed `state`. An unconfigured provider redirects to the frontend with `oauth_error=provider_not_configured`.',
      access: 'public',
      throttle: 'api',
      parameters: [pathParam('provider', 'Identity provider', { enum: ['google', 'facebook'] })],
      responses: { '302': { description: 'To the provider, or to the frontend with `oauth_error`.' } },
      errors: ['404'],
    }),
  },
  '/auth/{provider}/callback': {
    get: operation({
      tag: TAG,
      summary: 'Provider return: sign in or create the account, then back to the frontend',
      description:
        'Redirects to `{FRONTEND_URL}{FRONTEND_OAUTH_PATH}?token=…` (`FRONTEND_OAUTH_PATH` default `/`, where the legacy frontend reads it) (plus `&oauth_pending=1&provider=…` while the phone number is missing) or `?oauth_error=` one of invalid_state, access_denied, provider_error, email_required, email_unverified, account_blocked, account_unavailable, provider_not_configured, server_error. New accounts are unverified and get a verification mail. Linking by e-mail to an account whose address was never verified replaces its password and revokes its tokens.',
      access: 'public',
      throttle: 'api',
      parameters: [
        pathParam('provider', 'Identity provider', { enum: ['google', 'facebook'] }),
        queryParam('code', 'Authorisation code'),
        queryParam('state', 'Signed state'),
      ],
      responses: { '302': { description: 'To the frontend.' } },
      errors: ['404'],
    }),
  },
  '/auth/social/complete': {
    post: operation({
      tag: TAG,
      summary: 'Finish a social sign-up with the phone number',
      access: 'token',
      throttle: 'api',
      body: {
        type: 'object',
        required: ['phone'],
        properties: { phone: str({ pattern: '^[0-9+\\-\\s()]{5,20}$' }) },
      },
      ok: {
        description: '`Registration completed successfully.` (or `Phone already set.`) with a fresh token.',
        data: ref('Session'),
      },
      errors: ['400', '401', '403', '422'],
    }),
  },
  '/admin/users': {
    get: operation({
      tag: ADMIN,
      summary: 'List accounts',
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [
        ...pageParams,
        queryParam('search', 'Matches name or e-mail (aliases `query`, `q`)'),
        queryParam('role', 'Role name', { enum: ['super_admin', 'admin', 'agency', 'user'] }),
        queryParam('sort', 'Comma-separated of id, name, email, created_at; `-` for descending'),
      ],
      ok: { description: 'One page.', data: { type: 'array', items: ref('AdminUser') }, meta: listMeta },
      errors: ['401', '403', '422'],
    }),
    post: operation({
      tag: ADMIN,
      summary: 'Create an account (verified)',
      description: 'Giving `admin` or `super_admin` needs the permission `assign admins`.',
      access: MANAGE_USERS,
      throttle: 'api',
      body: {
        type: 'object',
        required: ['name', 'email', 'password'],
        properties: {
          name: str(),
          email: str({ format: 'email' }),
          phone: str(),
          ...passwordPair,
          role: { enum: ['super_admin', 'admin', 'agency', 'user'], default: 'user' },
          is_active: { type: 'boolean' },
        },
      },
      ok: { status: '201', description: 'Created.', data: ref('AdminUser') },
      errors: ['400', '401', '403', '422'],
    }),
  },
  '/admin/users/{user}': {
    get: operation({
      tag: ADMIN,
      summary: 'Show an account',
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [userId],
      ok: { description: 'The account.', data: ref('AdminUser') },
      errors: ['401', '403', '404'],
    }),
    put: operation({
      tag: ADMIN,
      summary: 'Update an account',
      description:
        "Partial: only the fields sent change. Role, password or e-mail changes revoke the account's tokens; while blocked or deactivated its tokens answer 403 `account_blocked`, and work again once it is active. A taken e-mail is 422 on `email`. Acting on an admin account, or giving/taking admin roles, needs `assign admins`.",
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [userId],
      body: {
        type: 'object',
        properties: {
          ...profileFields,
          role: { enum: ['super_admin', 'admin', 'agency', 'user'] },
          is_active: { type: 'boolean' },
          blocked: { type: 'boolean' },
          email_verified: { type: 'boolean' },
        },
      },
      ok: { description: 'Updated.', data: ref('AdminUser') },
      errors: ['400', '401', '403', '404', '422'],
    }),
    delete: operation({
      tag: ADMIN,
      summary: 'Delete an account (soft)',
      description: 'The account can no longer sign in and its e-mail stays reserved; its tokens are revoked.',
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [userId],
      ok: { description: 'Deleted.' },
      errors: ['401', '403', '404'],
    }),
  },
  '/admin/users/{user}/active': {
    patch: operation({
      tag: ADMIN,
      summary: 'Activate or deactivate an account (toggles when `is_active` is absent)',
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [userId],
      body: { type: 'object', properties: { is_active: { type: 'boolean' } } },
      ok: { description: 'The account.', data: ref('AdminUser') },
      errors: ['400', '401', '403', '404', '422'],
    }),
  },
  '/admin/users/{user}/block': {
    patch: operation({
      tag: ADMIN,
      summary: 'Block or unblock an account (toggles when `blocked` is absent); blocking revokes its tokens',
      access: MANAGE_USERS,
      throttle: 'api',
      parameters: [userId],
      body: { type: 'object', properties: { blocked: { type: 'boolean' } } },
      ok: { description: 'The account.', data: ref('AdminUser') },
      errors: ['400', '401', '403', '404', '422'],
    }),
  },
};
