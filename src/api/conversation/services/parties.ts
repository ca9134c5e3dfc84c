import type { Core } from '@strapi/strapi';
import {
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Principal,
} from '../../../plugins/contract/public';
import { LIVE } from '../../../plugins/soft-delete/public';
import { trips } from '../../trip/public';
import type { ConversationType } from '../lib/rows';
import type { CreateConversation } from '../validators';

export type Parties = { userId: number; agencyId: number | null; tripId: number | null };

/**
 * Who a new conversation is between, checked: the caller and, for an inquiry, an agency account;
 * an agency may open one for a customer (`customer_id`); a linked trip must be one the traveller
 * may see. A party that does not exist is a 422 on its field.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accountWithRole = async (id: number, role: string | null) => {
    const user = (await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id, ...LIVE }, populate: { role: true } })) as { role?: { type?: string } } | null;
    return user && (!role || user.role?.type === role) ? user : null;
  };

  return {
    async of(principal: Principal, input: CreateConversation): Promise<Parties> {
      const type: ConversationType = input.type;
      let userId = principal.id;
      let agencyId: number | null = null;
      if (input.customer_id) {
        if (!principal.roles.includes('agency') && !principal.roles.includes('super_admin'))
          throw new ForbiddenError('Only an agency opens a conversation for a customer.');
        if (type !== 'agency_inquiry')
          throw ValidationError.field('type', 'An agency opens agency inquiries for its customers.');
        if (!(await accountWithRole(input.customer_id, null)))
          throw ValidationError.field('customer_id', 'The selected customer id is invalid.');
        userId = input.customer_id;
        agencyId = principal.id;
      } else if (type === 'agency_inquiry') {
        if (!input.agency_id)
          throw ValidationError.field(
            'agency_id',
            'The agency id field is required when type is agency_inquiry.',
          );
        if (input.agency_id === principal.id || !(await accountWithRole(input.agency_id, 'agency')))
          throw ValidationError.field('agency_id', 'The selected agency id is invalid.');
        agencyId = input.agency_id;
      } else if (input.agency_id) {
        throw ValidationError.field('agency_id', 'An agency takes part in agency inquiries only.');
      }
      let tripId: number | null = null;
      if (input.trip_id) {
        // The traveller's view decides: someone else's private trip is as unknown as a missing one.
        const traveller = { ...principal, id: userId };
        await trips(strapi)
          .trips.visible(traveller, input.trip_id)
          .catch((error: unknown) => {
            if (error instanceof NotFoundError)
              throw ValidationError.field('trip_id', 'The selected trip id is invalid.');
            throw error;
          });
        tripId = input.trip_id;
      }
      return { userId, agencyId, tripId };
    },
  };
};
