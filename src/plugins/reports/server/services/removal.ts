import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../contract/public';
import { REPORT } from '../content-types/rows';
import { reports } from '../../accessor';

/** Deleting a report (the Reports page): the row, then its file, before the answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async remove(id: number) {
    const deleted = await strapi.db.query(REPORT).delete({ where: { id } });
    if (!deleted) throw new NotFoundError('Report not found');
    // The delete hook removes it too, after the commit and without waiting; the caller waits here.
    await reports(strapi).store.remove(id);
  },
});
