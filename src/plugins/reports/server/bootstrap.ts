import path from 'path';
import type { Core } from '@strapi/strapi';
import { queue } from '../../queue/public';
import { reports } from '../accessor';
import { registerPanelPermissions } from './admin-panel/permissions';
import type { ReportsConfig } from './config';
import { removeFilesOfDeletedReports } from './services/deletions';
import { REPORT_JOB } from './services/requests';

/** A report folder the static server reaches would make every report public (CONTRACT §10). */
const assertPrivate = (strapi: Core.Strapi) => {
  const { dir } = strapi.config.get('plugin::reports') as ReportsConfig;
  const fromPublic = path.relative(path.resolve(strapi.dirs.static.public), dir);
  if (!fromPublic.startsWith('..') && !path.isAbsolute(fromPublic))
    throw new Error(`REPORTS_DIR (${dir}) must not be inside the public folder`);
};

/** The report job and the consumer that queues it (the app's bootstrap starts the workers). */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  assertPrivate(strapi);
  await registerPanelPermissions(strapi);
  removeFilesOfDeletedReports(strapi);
  queue(strapi).define(REPORT_JOB, async (data, job) => {
    await reports(strapi).generation.run(Number((data as { report_id: number }).report_id), job);
  });
  reports(strapi).requests.subscribe();
  await reports(strapi).housekeeping.relocateUploads();
  await reports(strapi).housekeeping.removeOrphans();
};
