import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { TRIP, DESTINATION_VISIT, type TripRow } from '../../trip/public';
import {
  presentConversation,
  presentMessage,
  presentPerson,
  presentTripBrief,
  senderNameOf,
  type Person,
} from '../presenters/conversations';
import type { ConversationRow, MessageRow } from '../content-types/rows';
import { conversations } from '../public';

type EmailShown = (accountId: number) => boolean;

/**
 * Conversations and messages as the API shows them to one viewer, each page in a fixed number of
 * queries. A party's e-mail shows only to a viewer who already sees it elsewhere (CONTRACT §10).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const people = async (ids: Array<number | null>, emailShown: EmailShown) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const rows = wanted.length
      ? ((await strapi.db
          .query('plugin::users-permissions.user')
          .findMany({ where: { id: { $in: wanted } }, select: ['id', 'name', 'email'] })) as Person[])
      : [];
    return new Map(rows.map((row) => [row.id, presentPerson(row, emailShown(row.id))]));
  };

  const tripsOf = async (ids: Array<number | null>) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = (await strapi.db.query(TRIP).findMany({ where: { id: { $in: wanted } } })) as TripRow[];
    const visits = (await strapi.db.query(DESTINATION_VISIT).findMany({
      where: { trip_id: { $in: wanted } },
      orderBy: [{ day_number: 'asc' }, { visit_order: 'asc' }],
    })) as Array<{ trip_id: number; destination_id: number }>;
    const destinationIds = [...new Set(visits.map((visit) => visit.destination_id))];
    const names = new Map(
      (destinationIds.length
        ? ((await strapi.db
            .query('api::destination.destination')
            .findMany({ where: { id: { $in: destinationIds } }, select: ['id', 'name'] })) as Array<{
            id: number;
            name: string;
          }>)
        : []
      ).map((d) => [d.id, d.name]),
    );
    return new Map(
      rows.map((trip) => {
        const first = visits.find((visit) => visit.trip_id === trip.id);
        const destination = first
          ? { id: first.destination_id, name: names.get(first.destination_id) ?? '' }
          : null;
        return [trip.id, presentTripBrief(trip, destination)];
      }),
    );
  };

  return {
    async conversations(rows: ConversationRow[], viewer: Principal) {
      const ids = rows.map((row) => row.id);
      const threads = conversations(strapi).threads;
      const emailShown = await conversations(strapi).parties.emailShownTo(viewer, rows);
      const [persons, trips, unread, latest] = await Promise.all([
        people(
          rows.flatMap((row) => [row.user_id, row.agency_id]),
          emailShown,
        ),
        tripsOf(rows.map((row) => row.trip_id)),
        threads.unreadCounts(viewer.id, ids),
        threads.latest(ids),
      ]);
      return rows.map((row) =>
        presentConversation(row, {
          user: persons.get(row.user_id) ?? null,
          agency: row.agency_id ? (persons.get(row.agency_id) ?? null) : null,
          trip: row.trip_id ? (trips.get(row.trip_id) ?? null) : null,
          unread: unread.get(row.id) ?? 0,
          latest: latest.get(row.id) ?? null,
        }),
      );
    },

    /** Messages of one conversation; a sender without a name is named by the e-mail only where it shows. */
    async messages(conversation: ConversationRow, rows: MessageRow[], viewer: Principal) {
      const conversationId = conversation.id;
      const emailShown = await conversations(strapi).parties.emailShownTo(viewer, [conversation]);
      const [persons, markers] = await Promise.all([
        people(
          rows.map((row) => row.sender_id),
          emailShown,
        ),
        conversations(strapi).threads.markers([conversationId]),
      ]);
      const appName = strapi.config.get('plugin::contract.appName') as string;
      return rows.map((row) =>
        presentMessage(
          row,
          senderNameOf(row, row.sender_id ? persons.get(row.sender_id) : undefined, appName),
          markers.get(conversationId),
        ),
      );
    },
  };
};
