import type { Context } from 'koa';
import type { Readable } from 'stream';

/** A report's file as a download, streamed from the private report store. */
export const sendReportFile = (
  ctx: Context,
  { stream, file }: { stream: Readable; file: { name: string; mime: string } },
) => {
  ctx.set('Content-Type', file.mime);
  ctx.set('Content-Disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = stream;
};
