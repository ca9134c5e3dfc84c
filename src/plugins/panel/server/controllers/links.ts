import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ForbiddenError, NotFoundError, panelAction } from '../../../contract/public';
import { panel } from '../../accessor';

const READ = 'plugin::content-manager.explorer.read';

/** Whether the signed-in admin may read a content type's records in the Content Manager. */
const readerOf = (ctx: Context) => {
  const ability = ctx.state.userAbility as { can(action: string, subject: string): boolean };
  return (uid: string) => ability.can(READ, uid);
};

/** The records a record names, and those naming it, limited to the types the admin may read. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  idColumns: panelAction(async (ctx: Context) => {
    ctx.body = { data: panel(strapi).links.idColumns(readerOf(ctx)) };
  }),
  show: panelAction(async (ctx: Context) => {
    const canRead = readerOf(ctx);
    const uid = String(ctx.params.type);
    if (!(uid in strapi.contentTypes)) throw new NotFoundError('Unknown content type');
    if (!canRead(uid)) throw new ForbiddenError('You may not read these records');
    const found = await panel(strapi).links.of(uid, String(ctx.params.documentId), canRead);
    if (!found) throw new NotFoundError('No such record');
    ctx.body = { data: found };
  }),
});
