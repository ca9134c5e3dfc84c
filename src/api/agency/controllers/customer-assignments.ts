import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { idempotencyKeyHeader, respond, respondWithPage, validBody } from '../../../plugins/contract/public';
import { presentAssignment } from '../presenters/assignments';
import { presentFlag } from '../presenters/flags';
import { reportSchema, requestSchema } from '../validators';
import { agency } from '../accessor';
import { assignmentIdOf, assignmentList } from './requests';

/** The customer's side: ask, list, cancel, report. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async request(ctx: Context) {
    const { budget_level, idempotency_key } = validBody(ctx, requestSchema);
    const key = idempotency_key ?? idempotencyKeyHeader(ctx) ?? null;
    const row = await agency(strapi).assignments.request(ctx.state.principal, budget_level ?? null, key);
    respond(ctx, presentAssignment(row), { status: 201, message: 'Assignment requested successfully' });
  },

  async index(ctx: Context) {
    const { page, status } = assignmentList(ctx);
    const { items, total } = await agency(strapi).assignments.mine(ctx.state.principal.id, { status }, page);
    respondWithPage(ctx, await agency(strapi).view.assignments(items), page, total, {
      message: 'Agency assignments retrieved successfully',
    });
  },

  async cancel(ctx: Context) {
    const { row } = await agency(strapi).transitions.apply(
      'cancel',
      ctx.state.principal,
      assignmentIdOf(ctx),
    );
    respond(ctx, presentAssignment(row), { message: 'Agency assignment cancelled successfully' });
  },

  async report(ctx: Context) {
    const id = assignmentIdOf(ctx);
    const input = validBody(ctx, reportSchema);
    const flag = await agency(strapi).flags.file(ctx.state.principal, id, {
      reason: input.reason,
      details: input.details ?? null,
    });
    respond(ctx, presentFlag(flag), { status: 201, message: 'Flag submitted successfully' });
  },
});
