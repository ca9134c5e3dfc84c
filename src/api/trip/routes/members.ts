import { defineRoutes, listMeta, pageParams, ref, routeGroup } from '../../../plugins/contract/public';
import { inviteSchema, memberRoleSchema, shareLinkSchema } from '../validators';
import { ifMatchHeader } from './docs/schemas';

const tag = 'Trips together';
const controller = 'api::trip.members';
const trip = { trip: 'Trip id' };
const token = {
  token: {
    description: 'The last path segment of the invitation link (43 characters)',
    schema: { type: 'string' },
  },
};
const secret = {
  secret: {
    description: 'The last path segment of the share link (43 characters)',
    schema: { type: 'string' },
  },
};
const member = { description: 'A member or invitation', data: ref('TripMember') };
const conflict412 = ['401', '403', '404', '412', '422'];

/** What members and their owner do with a trip (CONTRACT §14): a verified caller, the default throttle. */
const members = routeGroup({ tag, access: 'verified', throttle: 'api', controller }, [
  {
    method: 'GET',
    path: '/trips/:trip/members',
    action: 'index',
    doc: {
      summary: "A trip's owner, members and invitations",
      description:
        "For the trip's owner, its members and admins; anyone else gets 404, public trip or not. The owner comes first (`id` null, `role` owner), then members and live invitations, oldest first. An invitation's `email` is shown in full to the owner, masked (`j•••@example.com`) to members; a member's address is never shown.",
      params: trip,
      ok: {
        description: '`Members retrieved successfully`',
        data: { type: 'array', items: ref('TripMember') },
      },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'POST',
    path: '/trips/:trip/members',
    action: 'invite',
    throttle: 'invitations',
    doc: {
      summary: 'Invite someone to plan the trip (owner)',
      description:
        "An existing account is told in the app, live and by mail; an unknown address gets a mail inviting it to sign up and accept. The mail (English and Arabic) links to `{APP_URL}/api/trip-invitations/{token}`; the invitation lives 7 days. An address already a member or invited: 409 `already_member` (the owner's too). A trip holds at most 20 members and live invitations together: 422 `member_limit`. `role` owner or unknown: 422. A member is 403; anyone else 404 on a private trip. `If-Match` is honoured (412 `version_conflict`). Throttled per inviter (`invitations`: 10 a minute, 100 a day): each one sends a mail.",
      parameters: [ifMatchHeader],
      params: trip,
      body: inviteSchema,
      ok: { status: '201', ...member },
      errors: ['401', '403', '404', '409', '412', '422', '429'],
    },
  },
  {
    method: 'PATCH',
    path: '/trips/:trip/members/:member',
    action: 'update',
    doc: {
      summary: "Change a member's role (owner)",
      description:
        'A member given another role is a change of the trip (its version grows, `member_updated` live and in the activity) and is told in the app and by mail; an invitation just changes its role. The same role again changes nothing.',
      parameters: [ifMatchHeader],
      params: { ...trip, member: 'Member or invitation id' },
      body: memberRoleSchema,
      ok: member,
      errors: conflict412,
    },
  },
  {
    method: 'DELETE',
    path: '/trips/:trip/members/:member',
    action: 'destroy',
    doc: {
      summary: 'Remove a member, leave the trip, or withdraw an invitation',
      description:
        "The owner removes anyone and withdraws invitations (their links answer 404 from then on); a member removes themself. Another member is 403. A removed member is refused at once on every instance, and their sockets leave the trip's live channel.",
      parameters: [ifMatchHeader],
      params: { ...trip, member: 'Member or invitation id' },
      ok: { description: '`Member removed successfully` or `Invitation withdrawn successfully`' },
      errors: ['401', '403', '404', '412'],
    },
  },
  {
    method: 'GET',
    path: '/trips/:trip/activity',
    action: 'activity',
    doc: {
      summary: 'Who changed what of a trip, newest first',
      description:
        "For the trip's owner, its members and admins (anyone else 404). One entry per version, written in the transaction of the change: the same changes as the live `trip.updated` (`trip_updated`, `status_changed`, `item_attached`, `item_updated`, `item_detached`, `member_added`, `member_updated`, `member_removed`).",
      params: trip,
      parameters: pageParams,
      ok: {
        description: '`Activity retrieved successfully`',
        data: { type: 'array', items: ref('TripActivity') },
        meta: listMeta,
      },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'POST',
    path: '/trips/:trip/share-links',
    action: 'createLink',
    doc: {
      summary: 'Make a share link (owner)',
      description:
        "Whoever is signed in and posts to `/trip-share/{secret}/join` becomes a member with the link's role. The URL is shown to the owner only (here and in the list); the database keeps the hash of its secret.",
      params: trip,
      body: shareLinkSchema,
      ok: { status: '201', description: '`Share link created successfully`', data: ref('TripShareLink') },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'GET',
    path: '/trips/:trip/share-links',
    action: 'links',
    doc: {
      summary: "The trip's open share links (owner)",
      params: trip,
      ok: {
        description: 'Newest first; revoked and expired links are left out.',
        data: { type: 'array', items: ref('TripShareLink') },
      },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'DELETE',
    path: '/trips/:trip/share-links/:link',
    action: 'revokeLink',
    doc: {
      summary: 'Revoke a share link (owner)',
      description: 'At once, on every instance: nobody joins with it any more; those who joined stay.',
      params: { ...trip, link: 'Share link id' },
      ok: { description: '`Share link revoked successfully`' },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'POST',
    path: '/trip-invitations/:token/accept',
    action: 'accept',
    doc: {
      summary: 'Accept an invitation',
      description:
        'As the invited account (its address, compared case-insensitively): another account is 403. A used, withdrawn, declined or expired token is 404; of concurrent accepts one joins, the others get 404. Answers the trip as the new member sees it.',
      params: token,
      ok: { description: '`Invitation accepted successfully`', data: ref('TripDetail') },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'POST',
    path: '/trip-invitations/:token/decline',
    action: 'decline',
    doc: {
      summary: 'Decline an invitation',
      description: 'As the invited account; the link answers 404 from then on.',
      params: token,
      ok: { description: '`Invitation declined`' },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'POST',
    path: '/trip-share/:secret/join',
    action: 'join',
    doc: {
      summary: 'Join a trip by its share link',
      description:
        "The caller becomes a member with the link's role (an invitation of theirs to the trip is accepted with it). A member already, or the owner, stays as they are (200, `You are already on this trip`). An unknown, revoked or expired link, or a trip gone: 404. A full trip: 422 `member_limit`.",
      params: secret,
      ok: { description: '`You joined the trip`', data: ref('TripDetail') },
      errors: ['401', '403', '404', '422'],
    },
  },
]);

/** The links themselves, opened from a mail or a chat: no token, the secret in the path is the credential. */
const links = routeGroup({ tag, access: 'public', throttle: 'api', controller }, [
  {
    method: 'GET',
    path: '/trip-invitations/:token',
    action: 'invitation',
    doc: {
      summary: 'What an invitation link invites to',
      description:
        'A browser (`Accept: text/html`) gets a page naming the trip, who invites and the role, with the way on to the app to sign in and accept; an API client gets the JSON. A used, withdrawn, declined or expired token: 404 (a page saying so, for a browser).',
      params: token,
      ok: { description: '`Invitation retrieved successfully`', data: ref('TripInvitation') },
      errors: ['404'],
    },
  },
  {
    method: 'GET',
    path: '/trip-share/:secret',
    action: 'shareLink',
    doc: {
      summary: 'What a share link lets one join',
      description:
        'As the invitation link: a page for browsers, JSON for API clients; 404 once revoked or expired.',
      params: secret,
      ok: { description: '`Share link retrieved successfully`', data: ref('TripShareInvitation') },
      errors: ['404'],
    },
  },
]);

export default defineRoutes([...members, ...links]);
