import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../contract/public';
import { reports } from '../../accessor';
import { presentReport } from '../presenters/report';
import { generateSchema, reportRequestOf } from '../validators';
import { sendReportFile } from './send-file';

// Legacy paginator of reports: 15 a page, at most 100 (CONTRACT §1.4 table).
const PAGE = { perPage: 15, maxPerPage: 100 };

/** Report jobs over HTTP: ask, follow, list, download. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appUrl = () => strapi.config.get('plugin::accounts.appUrl') as string;
  const present = (row: Parameters<typeof presentReport>[0]) => presentReport(row, appUrl());
  const reportIdOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, 'Report not found');

  return {
    async generate(ctx: Context) {
      const input = reportRequestOf(validBody(ctx, generateSchema), new Date().toISOString().slice(0, 10));
      const { report, kpis } = await reports(strapi).requests.request({
        requester: { userId: ctx.state.principal.id },
        ...input,
      });
      respond(ctx, { report: present(report), kpis }, { status: 202, message: 'Report generation queued' });
    },

    async index(ctx: Context) {
      const page = pageRequestOf(ctx, PAGE);
      const { items, total } = await reports(strapi).reads.all(page);
      respondWithPage(ctx, items.map(present), page, total, { message: 'Reports retrieved successfully' });
    },

    async mine(ctx: Context) {
      const page = pageRequestOf(ctx, PAGE);
      const { items, total } = await reports(strapi).reads.of(ctx.state.principal.id, page);
      respondWithPage(ctx, items.map(present), page, total, { message: 'Reports retrieved successfully' });
    },

    async show(ctx: Context) {
      respond(ctx, present(await reports(strapi).reads.show(reportIdOf(ctx))), {
        message: 'Report retrieved successfully',
      });
    },

    async download(ctx: Context) {
      sendReportFile(ctx, await reports(strapi).reads.file(reportIdOf(ctx)));
    },
  };
};
