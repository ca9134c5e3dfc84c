import type { Core } from '@strapi/strapi';
import { ConflictError, NotFoundError, type PageRequest } from '../../../contract/public';
import { MIME_TYPES, REPORT, type ReportRow } from '../content-types/rows';
import { reports } from '../../accessor';
import { reportFileName } from './file-name';

/** Reports as their readers see them: pages, one report, and a finished report's file. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REPORT);

  const page = async (where: Record<string, unknown>, request: PageRequest) => {
    const [items, total] = await Promise.all([
      rows().findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: request.offset,
        limit: request.perPage,
      }) as Promise<ReportRow[]>,
      rows().count({ where }),
    ]);
    return { items, total };
  };

  const show = async (id: number) => {
    const row = (await rows().findOne({ where: { id } })) as ReportRow | null;
    if (!row) throw new NotFoundError('Report not found');
    return row;
  };

  return {
    all: (request: PageRequest) => page({}, request),
    of: (userId: number, request: PageRequest) => page({ user_id: userId }, request),
    show,

    /** The file of a completed report: 409 while it is being made, 404 when it failed or is gone. */
    async file(id: number) {
      const row = await show(id);
      if (row.state === 'pending' || row.state === 'processing')
        throw new ConflictError('The report is still being generated.', 'generation_in_progress', {
          current_status: row.state,
          progress: row.progress ?? 0,
        });
      if (row.state !== 'completed') throw new NotFoundError('Report file not found');
      const stream = await reports(strapi).store.open(row);
      return { row, stream, file: { name: reportFileName(row), mime: MIME_TYPES[row.format] } };
    },
  };
};
