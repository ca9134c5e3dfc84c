import type { Core } from '@strapi/strapi';
import { TRASH_COLUMN, isTrashed, type Trashable } from '../../../soft-delete/public';
import { accounts } from '../../accessor';
import { cutAccess } from '../access-revoked';

const USERS = 'plugin::users-permissions.user';

type DocumentContext = { uid: string; action: string; params: Record<string, unknown> };
type Next = () => Promise<unknown>;
type Access = {
  id: number;
  password: string | null;
  email: string;
  role: { id: number } | null;
  blocked?: boolean | null;
  is_active?: boolean | null;
} & Partial<Trashable>;

/** Whether an edit took the account's access away (blocked or deactivated). */
const accessCut = (before: Access, after: Access | null) =>
  Boolean(after) &&
  ((after!.blocked === true && before.blocked !== true) ||
    (after!.is_active === false && before.is_active !== false));

/**
 * What makes the tokens of an account stale: a new password, another role or address, deletion.
 * Blocking and deactivation do not: the tokens answer 403 until access is back (CONTRACT §2.1).
 */
export const accessChanged = (before: Access, after: Access | null) =>
  !after ||
  after.password !== before.password ||
  (isTrashed(after) && !isTrashed(before)) ||
  after.email !== before.email ||
  (after.role?.id ?? null) !== (before.role?.id ?? null);

/**
 * Edits of accounts made in the admin panel (the Content Manager goes through the document
 * service; our API writes through the query engine and revokes itself) end the account's
 * sessions exactly when the API would: password, role or e-mail changed, or the account deleted.
 */
export const revokeOnPanelEdit = (strapi: Core.Strapi) => async (ctx: DocumentContext, next: Next) => {
  if (ctx.uid !== USERS || (ctx.action !== 'update' && ctx.action !== 'delete')) return next();
  const documentId = ctx.params.documentId as string | undefined;
  const read = () =>
    strapi.db.query(USERS).findOne({
      where: { documentId },
      select: ['id', 'password', 'email', 'blocked', 'is_active', TRASH_COLUMN],
      populate: ['role'],
    }) as Promise<Access | null>;
  const before = documentId ? await read() : null;
  const result = await next();
  const after = before ? await read() : null;
  if (before && accessChanged(before, after)) await accounts(strapi).tokens.revokeAllFor(before.id);
  else if (before && accessCut(before, after)) await cutAccess(strapi, before.id);
  return result;
};
