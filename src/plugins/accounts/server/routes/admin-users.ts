import { type RouteDeclaration, listMeta, pageParams, queryParam, ref } from '../../../contract/public';
import {
  activeToggleSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  blockToggleSchema,
} from '../validators/accounts';

const TAG = 'Admin: users';
const access = { permission: 'manage users' } as const;
const params = { user: 'User id' };
const account = { description: 'The account.', data: ref('AdminUser') };

type Declared = Omit<RouteDeclaration, 'access' | 'throttle' | 'handler' | 'doc'> & {
  action: string;
  doc: Omit<Extract<RouteDeclaration, { doc: unknown }>['doc'], 'tag'>;
};
const declare = ({ action, doc, ...route }: Declared): RouteDeclaration => ({
  ...route,
  handler: `admin-users.${action}`,
  access,
  throttle: 'api',
  doc: { tag: TAG, ...doc },
});

/** Account administration (permission `manage users`; admin roles need `assign admins`). */
export const adminUserRoutes: RouteDeclaration[] = [
  declare({
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
  }),
  declare({
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
  }),
  declare({
    method: 'GET',
    path: '/admin/users/:user',
    action: 'show',
    doc: { summary: 'Show an account', params, ok: account, errors: ['401', '403', '404'] },
  }),
  declare({
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
  }),
  declare({
    method: 'PATCH',
    path: '/admin/users/:user/active',
    action: 'setActive',
    doc: {
      summary: 'Activate or deactivate an account (toggles when `is_active` is absent)',
      params,
      body: activeToggleSchema,
      ok: account,
      errors: ['401', '403', '404', '422'],
    },
  }),
  declare({
    method: 'PATCH',
    path: '/admin/users/:user/block',
    action: 'setBlocked',
    doc: {
      summary: 'Block or unblock an account (toggles when `blocked` is absent); blocking revokes its tokens',
      params,
      body: blockToggleSchema,
      ok: account,
      errors: ['401', '403', '404', '422'],
    },
  }),
  declare({
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
  }),
];
