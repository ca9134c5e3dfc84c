import { defineRoutes, routeGroup } from '../../../plugins/contract/public';

const feedUrl = {
  description: 'The feed URL',
  data: {
    type: 'object',
    required: ['url'],
    properties: {
      url: {
        type: 'string',
        format: 'uri',
        description: 'Absolute: `{APP_URL}/api/calendar/{secret}.ics`. Whoever holds it reads the feed.',
      },
    },
  },
};

const tag = 'Calendar feeds';
const controller = 'api::trip.calendar-feeds';

/** The caller's own feed URL: a verified caller (like every trip route). */
const mine = routeGroup({ tag, access: 'verified', throttle: 'api', controller }, [
  {
    method: 'GET',
    path: '/me/calendar-feed',
    action: 'show',
    doc: {
      summary: "The caller's subscribable calendar URL",
      description:
        'Created on the first call; the same URL afterwards until rotated. The secret is never stored: the database keeps its sha256 (docs/decisions.md). `Cache-Control: no-store`.',
      ok: feedUrl,
      errors: ['401', '403'],
    },
  },
  {
    method: 'POST',
    path: '/me/calendar-feed/rotate',
    action: 'rotate',
    doc: {
      summary: 'A new calendar URL; the old one is 404 from now on',
      description:
        'For a URL that leaked. Every instance refuses the old secret at once (it is looked up per request).',
      ok: feedUrl,
      errors: ['401', '403'],
    },
  },
]);

/** The feed itself: no token, the secret in the path is the credential. */
const feed = routeGroup({ tag, access: 'public', throttle: 'api', controller }, [
  {
    method: 'GET',
    path: '/calendar/:secret.ics',
    action: 'feed',
    doc: {
      summary: "Every trip of the feed's owner as one calendar (RFC 5545)",
      description:
        'Every live trip of the owner that is not cancelled, by start date, with the same events and `UID`s as GET /trips/{trip}/calendar.ics; a trip without `start_date` is left out. `REFRESH-INTERVAL;VALUE=DURATION:PT1H` and `X-PUBLISHED-TTL:PT1H` ask calendar apps to poll hourly; a strong `ETag` of the bytes answers an unchanged poll with 304; `Cache-Control: private, max-age=300`. An unknown, malformed or rotated secret, and the feed of a blocked, deactivated or unverified account: 404. The secret never appears in the access log.',
      params: {
        secret: {
          description: 'The secret of the feed URL (43 characters, base64url)',
          schema: { type: 'string' },
        },
      },
      ok: {
        description: 'The calendar (`text/calendar; charset=utf-8`, `Content-Disposition: inline`).',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
      responses: { '304': { description: 'Not modified: the calendar still has this ETag.' } },
      errors: ['404'],
    },
  },
]);

export default defineRoutes([...mine, ...feed]);
