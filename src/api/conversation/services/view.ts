import { accounts } from '../../../plugins/accounts/public';
import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { trips } from '../../trip/public';
import {
  presentConversation,
  presentMessage,
  presentPerson,
  presentTripBrief,
  senderNameOf,
} from '../presenters/conversations';
import type { ConversationRow, MessageRow } from '../content-types/rows';
import { conversations } from '../accessor';

type EmailShown = (accountId: number) => boolean;

/**
 * Conversations and messages as the API shows them to one viewer, each page in a fixed number of
 * queries. A party's e-mail shows only to a viewer who already sees it elsewhere (CONTRACT §10).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const people = async (ids: Array<number | null>, emailShown: EmailShown) => {
    const rows = await accounts(strapi).people.byIds(ids, ['name', 'email']);
    return new Map([...rows.values()].map((row) => [row.id, presentPerson(row, emailShown(row.id))]));
  };

  const tripsOf = async (ids: Array<number | null>) => {
    const briefs = await trips(strapi).view.briefs(ids);
    return new Map([...briefs].map(([id, brief]) => [id, presentTripBrief(brief.trip, brief.destination)]));
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
