import type { Core } from '@strapi/strapi';
import { REPORT } from '../content-types/rows';

const MIN_INTERVAL_MS = 250;

/**
 * Records a running job's progress (0–100) for `GET /admin/reports/{id}`: only forward, and at
 * most four writes a second however many batches report in.
 */
export const progressRecorder = (strapi: Core.Strapi, reportId: number) => {
  let shown = 0;
  let writtenAt = 0;
  return async (percent: number, force = false) => {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    if (value <= shown || (!force && Date.now() - writtenAt < MIN_INTERVAL_MS)) return;
    shown = value;
    writtenAt = Date.now();
    await strapi.db
      .query(REPORT)
      .update({ where: { id: reportId, state: 'processing' }, data: { progress: value } });
  };
};
