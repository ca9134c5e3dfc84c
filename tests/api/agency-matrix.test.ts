import { ASSIGNMENT_STATES, type AssignmentState } from '../../src/api/agency/public';
import { assignmentIn, createMarketplaceCallers, stateOf, type MarketplaceCaller } from '../helpers/agency';
import { requestsAs } from '../helpers/callers';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Actor = MarketplaceCaller | 'anonymous';
const ACTORS: Actor[] = ['customer', 'other', 'agency', 'otherAgency', 'admin', 'superAdmin', 'anonymous'];

/**
 * The rules of legacy-behaviour §4.1 and issue 22, written out here independently of the service's
 * own declaration: which route each action is, who passes the route's role gate, who may see an
 * assignment, who plays the action's part, and from which states it goes where.
 */
const ACTIONS = {
  route: {
    path: (id: number) => `/api/admin/agency-requests/${id}/approve`,
    body: (ids: Record<string, number>) => ({ agency_user_id: ids.agency }),
    gate: ['admin', 'superAdmin'],
    plays: ['admin', 'superAdmin'],
    from: ['requested'],
    to: 'admin_approved',
    ok: 200,
  },
  accept: {
    path: (id: number) => `/api/agency/assignments/${id}/approve`,
    body: () => ({}),
    gate: ['agency', 'otherAgency', 'admin', 'superAdmin'],
    plays: ['agency', 'superAdmin'],
    from: ['admin_approved'],
    to: 'agency_approved',
    ok: 200,
  },
  decline: {
    path: (id: number) => `/api/agency/assignments/${id}/decline`,
    body: () => ({}),
    gate: ['agency', 'otherAgency', 'admin', 'superAdmin'],
    plays: ['agency', 'superAdmin'],
    from: ['admin_approved'],
    to: 'agency_declined',
    ok: 200,
  },
  build_trip: {
    path: (id: number) => `/api/agency/assignments/${id}/trips`,
    body: () => ({ title: 'A week in the hills' }),
    gate: ['agency', 'otherAgency', 'admin', 'superAdmin'],
    plays: ['agency', 'superAdmin'],
    from: ['agency_approved'],
    to: null,
    ok: 201,
  },
  cancel: {
    path: (id: number) => `/api/agency-assignments/${id}/cancel`,
    body: () => ({}),
    gate: ['customer', 'other', 'agency', 'otherAgency', 'admin', 'superAdmin'],
    plays: ['customer', 'superAdmin'],
    from: ['requested', 'admin_approved'],
    to: 'cancelled',
    ok: 200,
  },
  report: {
    path: (id: number) => `/api/agency-assignments/${id}/report`,
    body: () => ({ reason: 'Did not answer for a week' }),
    gate: ['customer', 'other', 'agency', 'otherAgency', 'admin', 'superAdmin'],
    plays: ['customer', 'agency', 'admin', 'superAdmin'],
    from: ASSIGNMENT_STATES.filter((state) => state !== 'requested'),
    to: null,
    ok: 201,
  },
} as const;
type Action = keyof typeof ACTIONS;

/** Who may know an assignment exists: its customer, the agency it is routed to, staff. */
const sees = (actor: Actor, state: AssignmentState) =>
  ['customer', 'admin', 'superAdmin'].includes(actor) || (actor === 'agency' && state !== 'requested');

/** The expected answer and resulting state of one (state, action, actor). */
const expected = (state: AssignmentState, action: Action, actor: Actor) => {
  const rule = ACTIONS[action];
  if (actor === 'anonymous') return { status: 401, state };
  if (!(rule.gate as readonly string[]).includes(actor)) return { status: 403, state };
  if (!sees(actor, state)) return { status: 404, state };
  // In `requested` nobody is assigned yet: the agency's part is nobody's but the super_admin's.
  const plays =
    (rule.plays as readonly string[]).includes(actor) && !(actor === 'agency' && state === 'requested');
  if (!plays) return { status: 403, state };
  if (!(rule.from as readonly string[]).includes(state)) return { status: 409, state };
  return { status: rule.ok, state: (rule.to ?? state) as AssignmentState };
};

const CASES = ASSIGNMENT_STATES.flatMap((state) =>
  (Object.keys(ACTIONS) as Action[]).flatMap((action) =>
    ACTORS.map((actor) => [state, action, actor, expected(state, action, actor)] as const),
  ),
);

describe('agency assignments: the actor × state matrix (issue 22)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = requestsAs(() => app, tokens);

  beforeAll(async () => {
    app = await bootStrapi();
    await createMarketplaceCallers(app.strapi, 'matrix.test', tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(CASES)('%s: %s by %s → %j', async (state, action, actor, want) => {
    const id = await assignmentIn(app.strapi, state, {
      customerId: ids.customer,
      agencyId: ids.agency,
      adminId: ids.admin,
    });
    const rule = ACTIONS[action];
    const res = await as(actor === 'anonymous' ? null : actor).post(rule.path(id), rule.body(ids));
    expect([res.status, res.body.error?.type ?? null]).toEqual([
      want.status,
      {
        200: null,
        201: null,
        401: 'unauthenticated',
        403: 'forbidden',
        404: 'not_found',
        409: 'invalid_state_transition',
      }[want.status],
    ]);
    expect(await stateOf(app.strapi, id)).toBe(want.state);
  });
});
