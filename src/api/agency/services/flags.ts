import type { Core } from '@strapi/strapi';
import { ConflictError, NotFoundError, type Principal } from '../../../plugins/contract/public';
import { findPage, isUniqueViolation } from '../../../plugins/platform/public';
import { outbox } from '../../../plugins/queue/public';
import {
  FLAG,
  FLAG_NOT_FOUND,
  type AssignmentRow,
  type FlagRow,
  type FlagState,
} from '../content-types/rows';
import { agency } from '../accessor';
import type { Page } from './assignments';

export type FlagInput = { reason: string; details: string | null };

/**
 * The other party of the assignment, as the reporter sees it: the customer flags the agency, the
 * agency flags the customer; staff who are neither flag the agency (the provider they moderate).
 */
const flaggedBy = (reporter: Principal, row: AssignmentRow) =>
  row.agency_user_id === reporter.id ? row.customer_id : row.agency_user_id!;

/** Flags: filed by a party of an assignment (never on a `requested` one), reviewed by admins. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(FLAG);

  return {
    /** A new pending flag; one pending flag per reporter and assignment (409 `duplicate`). */
    async file(reporter: Principal, assignmentId: number, input: FlagInput): Promise<FlagRow> {
      try {
        const { result } = await agency(strapi).transitions.apply('report', reporter, assignmentId, {
          work: async (row) => {
            const flag = (await rows().create({
              data: {
                reporter_id: reporter.id,
                flagged_user_id: flaggedBy(reporter, row),
                agency_assignment_id: row.id,
                reason: input.reason,
                details: input.details,
                state: 'pending',
              },
            })) as FlagRow;
            await outbox(strapi).emit(
              'agency.flag.filed',
              { flag_id: flag.id, assignment_id: row.id, reporter_id: reporter.id },
              { key: `agency.flag.filed:${flag.id}`, orderKey: `flag:${flag.id}` },
            );
            return flag;
          },
        });
        return result!;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError('You have already reported this assignment; an admin is looking into it.');
        throw error;
      }
    },

    list: (filters: { status?: FlagState }, request: Page) =>
      findPage<FlagRow>(rows(), {
        where: filters.status ? { state: filters.status } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...request,
      }),

    /**
     * Approve or decline, again and again if need be: each review records its reviewer and time
     * and tells the reporter.
     */
    async review(reviewer: Principal, id: number, status: Exclude<FlagState, 'pending'>): Promise<FlagRow> {
      const reviewedAt = new Date();
      return strapi.db.transaction(async () => {
        const { count } = await rows().updateMany({
          where: { id },
          data: { state: status, reviewed_by: reviewer.id, reviewed_at: reviewedAt },
        });
        if (count === 0) throw new NotFoundError(FLAG_NOT_FOUND);
        await outbox(strapi).emit(
          'agency.flag.reviewed',
          { flag_id: id, status, reviewed_at: reviewedAt.toISOString(), reviewer_id: reviewer.id },
          { key: `agency.flag.reviewed:${id}:${reviewedAt.toISOString()}`, orderKey: `flag:${id}` },
        );
        return (await rows().findOne({ where: { id } })) as FlagRow;
      }) as unknown as Promise<FlagRow>;
    },
  };
};
