import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '../../../plugins/platform/public';
import { outbox } from '../../../plugins/queue/public';
import { ASSIGNMENT, type AssignmentRow } from '../../agency/public';
import { CONVERSATION } from '../content-types/rows';
import { defaultTitle } from './conversations';

/** The marketplace's event: an admin routed a customer's request to an agency. */
const ASSIGNMENT_ROUTED = 'agency.assignment.routed';

/** The routed assignment is not in the database this event was read from: the relay tries it later. */
class AssignmentNotVisible extends Error {}

type RoutedParties = Pick<AssignmentRow, 'id' | 'customer_id' | 'agency_user_id'>;

/**
 * Once an admin routes an agency assignment, its customer and its agency have a thread: an
 * `agency_inquiry` between them, opened from the marketplace's `agency.assignment.routed` event
 * (through the outbox, after the routing commits) — once per assignment, however often the event
 * is delivered. The marketplace decides who is routed to whom; this module only opens the thread.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const conversationRows = () => strapi.db.query(CONVERSATION);

  /**
   * Opens the inquiry of one routed assignment unless it is open already. The row is written
   * with the routing event, so a missing one (or one without its agency) is a read that came too
   * early: thrown, so the relay retries. Two deliveries racing both pass the look-up; the unique
   * index on `agency_assignment_id` keeps one, and the other's refusal means the work is done.
   */
  const openFor = async (assignmentId: number): Promise<void> => {
    const assignment = (await strapi.db.query(ASSIGNMENT).findOne({
      where: { id: assignmentId },
      select: ['id', 'customer_id', 'agency_user_id'],
    })) as RoutedParties | null;
    if (!assignment?.agency_user_id)
      throw new AssignmentNotVisible(`agency assignment #${assignmentId}: not routed in the database`);
    const opened = await conversationRows().findOne({
      where: { agency_assignment_id: assignment.id },
      select: ['id'],
    });
    if (opened) return;
    try {
      await conversationRows().create({
        data: {
          type: 'agency_inquiry',
          title: defaultTitle('agency_inquiry'),
          user_id: assignment.customer_id,
          agency_id: assignment.agency_user_id,
          agency_assignment_id: assignment.id,
        },
      });
    } catch (error) {
      // A concurrent delivery of the same event opened it first.
      if (!isUniqueViolation(error)) throw error;
    }
  };

  return {
    /** Consumes the routing events (app bootstrap). */
    subscribe() {
      outbox(strapi).consume(ASSIGNMENT_ROUTED, (event) => openFor(Number(event.payload.assignment_id)));
    },

    openFor,
  };
};
