import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ForbiddenError, NotFoundError, panelAction } from '../../../contract/public';
import { panel } from '../../public';

const READ = 'plugin::content-manager.explorer.read';

/** The records a record names, and those naming it, limited to the types the admin may read. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  show: panelAction(async (ctx: Context) => {
    const ability = ctx.state.userAbility as { can(action: string, subject: string): boolean };
    const canRead = (uid: string) => ability.can(READ, uid);
    const uid = String(ctx.params.type);
    if (!(uid in strapi.contentTypes)) throw new NotFoundError('Unknown content type');
    if (!canRead(uid)) throw new ForbiddenError('You may not read these records');
    const found = await panel(strapi).links.of(uid, String(ctx.params.documentId), canRead);
    if (!found) throw new NotFoundError('No such record');
    ctx.body = { data: found };
  }),
});
