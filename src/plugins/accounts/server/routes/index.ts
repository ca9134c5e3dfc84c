import { defineRoutes } from '../../../contract/public';

const manageUsers = { permission: 'manage users' } as const;
// The one file the accounts routes take (multipart, parsed after access and throttle).
const profileImage = { files: ['profile_image'] };

export default {
  'content-api': {
    ...defineRoutes([
      { method: 'POST', path: '/register', handler: 'auth.register', access: 'public', throttle: 'register' },
      { method: 'POST', path: '/login', handler: 'auth.login', access: 'public', throttle: 'login' },
      { method: 'POST', path: '/logout', handler: 'auth.logout', access: 'token', throttle: 'api' },
      // The token to refresh may have expired (up to 14 days): the handler reads and checks it.
      { method: 'POST', path: '/refresh', handler: 'auth.refresh', access: 'public', throttle: 'refresh' },
      { method: 'GET', path: '/me', handler: 'me.show', access: 'token', throttle: 'api' },
      {
        method: 'GET',
        path: '/user',
        handler: 'me.show',
        access: 'token',
        throttle: 'api',
        deprecated: true,
      },
      {
        method: 'PATCH',
        path: '/profile',
        handler: 'me.updateProfile',
        access: 'token',
        throttle: 'api',
        body: profileImage,
      },
      {
        method: 'POST',
        path: '/profile',
        handler: 'me.updateProfile',
        access: 'token',
        throttle: 'api',
        body: profileImage,
      },
      {
        method: 'POST',
        path: '/forgot-password',
        handler: 'password.forgot',
        access: 'public',
        throttle: 'forgot_password',
      },
      {
        method: 'POST',
        path: '/reset-password',
        handler: 'password.reset',
        access: 'public',
        throttle: 'reset_password',
      },
      {
        method: 'GET',
        path: '/email/verify/:id/:hash',
        handler: 'email.verify',
        access: 'public',
        throttle: 'api',
      },
      {
        method: 'POST',
        path: '/email/resend',
        handler: 'email.resend',
        access: 'token',
        throttle: 'email_resend',
      },
      {
        method: 'GET',
        path: '/email/verify-notice',
        handler: 'email.notice',
        access: 'token',
        throttle: 'api',
      },
      {
        method: 'GET',
        path: '/auth/:provider',
        handler: 'social.redirect',
        access: 'public',
        throttle: 'api',
      },
      {
        method: 'GET',
        path: '/auth/:provider/callback',
        handler: 'social.callback',
        access: 'public',
        throttle: 'api',
      },
      {
        method: 'POST',
        path: '/auth/social/complete',
        handler: 'social.complete',
        access: 'token',
        throttle: 'api',
      },
      {
        method: 'GET',
        path: '/admin/users',
        handler: 'admin-users.index',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'POST',
        path: '/admin/users',
        handler: 'admin-users.create',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'GET',
        path: '/admin/users/:user',
        handler: 'admin-users.show',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'PUT',
        path: '/admin/users/:user',
        handler: 'admin-users.update',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'PATCH',
        path: '/admin/users/:user/active',
        handler: 'admin-users.setActive',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'PATCH',
        path: '/admin/users/:user/block',
        handler: 'admin-users.setBlocked',
        access: manageUsers,
        throttle: 'api',
      },
      {
        method: 'DELETE',
        path: '/admin/users/:user',
        handler: 'admin-users.destroy',
        access: manageUsers,
        throttle: 'api',
      },
    ]),
    prefix: '',
  },
};
