import type { Core } from '@strapi/strapi';
import { outbox, queue } from '../../../queue/public';
import type { ReportsConfig } from '../config';
import { REPORT, type ReportFormat, type ReportRow } from '../content-types/rows';
import { reportSource } from '../ports/source';

export const REPORT_REQUESTED = 'reports.report.requested';
export const REPORT_JOB = 'reports.generate';

/** Who asks: an /api account (`userId`) or an admin-panel user (`adminUserId`). */
export type ReportRequest = {
  requester: { userId: number } | { adminUserId: number };
  from: string;
  to: string;
  format: ReportFormat;
};

/**
 * Asking for a report: the row (pending) and its event are written together, so the job is queued
 * even when the queue's Redis is away at that moment (the outbox relay adds it when it is back).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async request(input: ReportRequest) {
    const report = (await strapi.db.transaction(async () => {
      const row = (await strapi.db.query(REPORT).create({
        data: {
          user_id: 'userId' in input.requester ? input.requester.userId : null,
          admin_user_id: 'adminUserId' in input.requester ? input.requester.adminUserId : null,
          // What names the report in the admin panel's list.
          title: `Booking report ${input.from} to ${input.to} (${input.format.toUpperCase()})`,
          from_date: input.from,
          to_date: input.to,
          format: input.format,
          state: 'pending',
          progress: 0,
          attempts: 0,
        },
      })) as ReportRow;
      await outbox(strapi).emit(REPORT_REQUESTED, { report_id: row.id }, { key: `report:${row.id}` });
      return row;
    })) as ReportRow;
    const kpis = await reportSource.of(strapi).kpis({ from: input.from, to: input.to });
    return { report, kpis };
  },

  /** Requested reports become jobs; the job's key makes a redelivered event add nothing. */
  subscribe() {
    const attempts = (strapi.config.get('plugin::reports') as ReportsConfig).attempts;
    outbox(strapi).consume(REPORT_REQUESTED, async (event) => {
      const reportId = Number(event.payload.report_id);
      await queue(strapi).add(REPORT_JOB, { report_id: reportId }, { key: `report:${reportId}`, attempts });
    });
  },
});
