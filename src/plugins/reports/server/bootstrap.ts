import type { Core } from '@strapi/strapi';
import { queue } from '../../queue/public';
import { reports } from '../public';
import { registerPanelPermissions } from './admin-panel/permissions';
import { REPORT_JOB } from './services/requests';

/** The report job and the consumer that queues it (the app's bootstrap starts the workers). */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await registerPanelPermissions(strapi);
  queue(strapi).define(REPORT_JOB, async (data, job) => {
    await reports(strapi).generation.run(Number((data as { report_id: number }).report_id), job);
  });
  reports(strapi).requests.subscribe();
};
