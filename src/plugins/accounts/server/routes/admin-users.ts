import { listMeta, pageParams, queryParam, ref, routeGroup } from '../../../contract/public';
import {
  activeFlagSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  blockFlagSchema,
} from '../validators';

const params = { user: 'User id' };
const account = { description: 'The account.', data: ref('AdminUser') };

/** Account administration (permission `manage users`; admin roles need `assign admins`). */
const group = {
  tag: 'Admin: users',
  access: { permission: 'manage users' },
  throttle: 'api',
  controller: 'admin-users',
} as const;

export const adminUserRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/admin/users',
    action: 'index',
    doc: {
      summary: 'List accounts',
      parameters: [
        ...pageParams,
        queryParam('search', 'Matches name or e-mail (aliases `query`, `q`)'),
        queryParam('role', 'Role name', { enum: ['super_admin', 'admin', 'agency', 'user'] }),
        queryParam('sort', 'Comma-separated of id, name, email, created_at; `-` for descending'),
      ],
      ok: { description: 'One page.', data: { type: 'array', items: ref('AdminUser') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/admin/users',
    action: 'create',
    doc: {
      summary: 'Create an account (verified)',
      description: 'Giving `admin` or `super_admin` needs the permission `assign admins`.',
      body: adminUserCreateSchema,
      ok: { status: '201', description: 'Created.', data: ref('AdminUser') },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/admin/users/:user',
    action: 'show',
    doc: { summary: 'Show an account', params, ok: account, errors: ['401', '403', '404'] },
  },
  {
    method: 'PUT',
    path: '/admin/users/:user',
    action: 'update',
    doc: {
      summary: 'Update an account',
      description:
        "Partial: only the fields sent change. Role, password or e-mail changes revoke the account's tokens; while blocked or deactivated its tokens answer 403 `account_blocked`, and work again once it is active. A taken e-mail is 422 on `email`. Acting on an admin account, or giving/taking admin roles, needs `assign admins`.",
      params,
      body: adminUserUpdateSchema,
      ok: { description: 'Updated.', data: ref('AdminUser') },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:user/active',
    action: 'setActive',
    doc: {
      summary: 'Activate an account (active and not blocked), or deactivate it with `is_active: false`',
      description:
        'Never a toggle. Without a body (or an empty one, or `is_active: true`) the account becomes active and any block is lifted: this is how the legacy admin page lifts a block. `is_active: false` deactivates it (not yourself). Tokens are never revoked here: while the account is inactive or blocked they answer 403 `account_blocked`, and work again once it is active (CONTRACT §2.1).',
      params,
      body: activeFlagSchema,
      ok: account,
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:user/block',
    action: 'setBlocked',
    doc: {
      summary: 'Block an account, or lift the block with `blocked: false`',
      description:
        'Never a toggle. Without a body (or an empty one, or `blocked: true`) the account is blocked (not yourself); `blocked: false` lifts the block and leaves `is_active` as it is. Blocking does not revoke tokens: they answer 403 `account_blocked` until the account is active and unblocked again (CONTRACT §2.1).',
      params,
      body: blockFlagSchema,
      ok: account,
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/admin/users/:user',
    action: 'destroy',
    doc: {
      summary: 'Delete an account (soft)',
      description: 'The account can no longer sign in and its e-mail stays reserved; its tokens are revoked.',
      params,
      ok: { description: 'Deleted.' },
      errors: ['401', '403', '404'],
    },
  },
]);
