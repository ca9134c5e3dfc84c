import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { panelAction, recordIdOrNotFound, validate } from '../../../contract/public';
import { reports } from '../../accessor';
import { reportSource } from '../ports/source';
import { presentReport } from '../presenters/report';
import { generateSchema, reportRequestOf } from '../validators';
import { sendReportFile } from './send-file';

const RECENT = 20;
const WIDGET_DAYS = 30;
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The Reports page and the home-page widget (admin-panel session; see routes/admin-panel.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appUrl = () => strapi.config.get('plugin::accounts.appUrl') as string;
  const present = (row: Parameters<typeof presentReport>[0]) => presentReport(row, appUrl());
  const reportIdOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, 'Report not found');

  return {
    revenue: panelAction(async (ctx) => {
      ctx.body = {
        data: await reportSource
          .of(strapi)
          .revenueByDay({ from: dayOffset(1 - WIDGET_DAYS), to: dayOffset(0) }),
      };
    }),

    index: panelAction(async (ctx) => {
      const { items } = await reports(strapi).reads.all({ page: 1, perPage: RECENT, offset: 0 });
      ctx.body = { data: items.map(present) };
    }),

    generate: panelAction(async (ctx) => {
      const body = validate(generateSchema, (ctx.request as { body?: unknown }).body ?? {});
      const input = reportRequestOf(body, dayOffset(0));
      const { report, kpis } = await reports(strapi).requests.request({
        requester: { adminUserId: ctx.state.user.id },
        ...input,
      });
      ctx.status = 202;
      ctx.body = { data: { report: present(report), kpis } };
    }),

    show: panelAction(async (ctx) => {
      ctx.body = { data: present(await reports(strapi).reads.show(reportIdOf(ctx))) };
    }),

    download: panelAction(async (ctx) => {
      sendReportFile(ctx, await reports(strapi).reads.file(reportIdOf(ctx)));
    }),

    remove: panelAction(async (ctx) => {
      const id = reportIdOf(ctx);
      await reports(strapi).removal.remove(id);
      ctx.body = { data: { id } };
    }),
  };
};
