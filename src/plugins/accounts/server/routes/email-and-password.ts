import { queryParam, routeGroup } from '../../../contract/public';
import { forgotPasswordSchema, resetPasswordSchema } from '../validators';

/** Password reset by mailed token: anyone, each step its own throttle. */
const password = { tag: 'Accounts', access: 'public', controller: 'password' } as const;
/** E-mail verification by signed link; asking for a link or the notice needs a token. */
const email = { tag: 'Accounts', controller: 'email' } as const;

export const emailAndPasswordRoutes = [
  ...routeGroup(password, [
    {
      method: 'POST',
      path: '/forgot-password',
      action: 'forgot',
      throttle: 'forgot_password',
      doc: {
        summary: 'Mail a password reset token',
        description:
          "The same 200 answer whether or not the address has an account. The mail shows the token as a code to paste and links to `{FRONTEND_URL}{FRONTEND_RESET_PATH}?token=…&email=…` (`FRONTEND_RESET_PATH` default `/auth/reset.html`, the legacy frontend's page). The token is single-use and valid 60 minutes.",
        body: forgotPasswordSchema,
        ok: { description: 'Accepted.' },
        errors: ['422'],
      },
    },
    {
      method: 'POST',
      path: '/reset-password',
      action: 'reset',
      throttle: 'reset_password',
      doc: {
        summary: 'Set a new password with a mailed token',
        description:
          'Revokes every session and every personal access token of the account, on every instance at once. A bad, expired or used token: 422 `reset_failed`.',
        body: resetPasswordSchema,
        ok: { description: '`Password reset successfully`' },
        errors: ['422'],
      },
    },
  ]),
  ...routeGroup(email, [
    {
      method: 'GET',
      path: '/email/verify/:id/:hash',
      action: 'verify',
      access: 'public',
      throttle: 'api',
      doc: {
        summary: 'Verify an e-mail address (signed link from the mail)',
        description:
          'Bad or expired signature: 403 `invalid_signature`. A link for an address the account no longer has: 403 `invalid_verification_link`. A browser (`Accept` preferring `text/html`) gets a page in the product name with the same status: verified, already verified, expired or invalid, and a link to `FRONTEND_URL`.',
        params: {
          id: { description: 'User id', schema: { type: 'string' } },
          hash: { description: 'sha1 of the e-mail', schema: { type: 'string' } },
        },
        parameters: [
          { ...queryParam('expires', 'Unix time', { type: 'integer' }), required: true },
          { ...queryParam('signature', 'HMAC-SHA256 hex'), required: true },
        ],
        ok: { description: '`Email verified successfully` or `Email already verified`' },
        errors: ['403'],
      },
    },
    {
      method: 'POST',
      path: '/email/resend',
      action: 'resend',
      access: 'token',
      throttle: 'email_resend',
      doc: {
        summary: 'Mail a new verification link',
        ok: { description: '`Verification link sent successfully.` or `Email already verified.`' },
        errors: ['401', '403', '503'],
      },
    },
    {
      method: 'GET',
      path: '/email/verify-notice',
      action: 'notice',
      access: 'token',
      throttle: 'api',
      doc: {
        summary: 'Whether the caller still has to verify',
        description:
          'Unverified: 403 `email_not_verified`. Verified: 200 with `email_verified_at` (decision: the legacy service answered 403 always).',
        ok: {
          description: 'Verified.',
          data: {
            type: 'object',
            properties: { email_verified_at: { type: 'string', format: 'date-time' } },
          },
        },
        errors: ['401', '403'],
      },
    },
  ]),
];
