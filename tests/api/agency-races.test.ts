import { ASSIGNMENT } from '../../src/api/agency/public';
import { assignmentIn, createMarketplaceCallers, stateOf } from '../helpers/agency';
import { requestsAs } from '../helpers/callers';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { bootStrapi, type TestApp } from '../helpers/strapi';

const ROUNDS = 20;

/**
 * Concurrent actions on one assignment (issue 22): the conditional update decides, so exactly one
 * wins and the others are 409, its event is recorded once, and the row ends in the winner's state
 * — on SQLite and on PostgreSQL (CI runs this file on both).
 */
describe('agency assignments under concurrent actions (issue 22)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = requestsAs(() => app, tokens);
  const routed = () =>
    assignmentIn(app.strapi, 'admin_approved', {
      customerId: ids.customer,
      agencyId: ids.agency,
      adminId: ids.admin,
    });

  beforeAll(async () => {
    app = await bootStrapi();
    await createMarketplaceCallers(app.strapi, 'races.test', tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`agency approve and customer cancel at once, ${ROUNDS} times: one winner each time`, async () => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await routed();
      const mark = await lastEventId(app.strapi);
      const [accept, cancel] = await Promise.all([
        as('agency').post(`/api/agency/assignments/${id}/approve`, {}),
        as('customer').post(`/api/agency-assignments/${id}/cancel`, {}),
      ]);
      expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
      const loser = accept.status === 409 ? accept : cancel;
      expect(loser.body.error.type).toBe('invalid_state_transition');
      const state = await stateOf(app.strapi, id);
      expect(state).toBe(accept.status === 200 ? 'agency_approved' : 'cancelled');
      const events = (await eventsSince(app.strapi, mark, 'agency.assignment.')).filter(
        ([, payload]) => payload.assignment_id === id,
      );
      expect(events.map(([topic]) => topic)).toEqual([
        accept.status === 200 ? 'agency.assignment.accepted' : 'agency.assignment.cancelled',
      ]);
      winners.push(state);
    }
    expect(winners).toHaveLength(ROUNDS);
  });

  it('twenty approvals of one assignment at once: one 200, nineteen 409', async () => {
    const id = await routed();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as('agency').post(`/api/agency/assignments/${id}/approve`, {})),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
  });

  it('two admins routing one request to two agencies at once: one agency gets it', async () => {
    const id = await assignmentIn(app.strapi, 'requested', {
      customerId: ids.customer,
      agencyId: 0,
      adminId: 0,
    });
    const [first, second] = await Promise.all([
      as('admin').post(`/api/admin/agency-requests/${id}/approve`, { agency_user_id: ids.agency }),
      as('superAdmin').post(`/api/admin/agency-requests/${id}/approve`, { agency_user_id: ids.otherAgency }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const row = await app.strapi.db.query(ASSIGNMENT).findOne({ where: { id } });
    expect([row.state, row.agency_user_id, row.admin_id]).toEqual([
      'admin_approved',
      winner.body.data.agency_user_id,
      winner.body.data.admin_id,
    ]);
  });

  it('twenty requests with one idempotency key at once: one assignment, every answer names it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? as('customer').post('/api/agency-requests', { budget_level: 'low', idempotency_key: 'trip-2031' })
          : as('customer')
              .post('/api/agency-requests', { budget_level: 'low' })
              .set('Idempotency-Key', 'trip-2031'),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    const made = new Set(answers.map((res) => res.body.data.id));
    expect(made.size).toBe(1);
    const rows = await app.strapi.db
      .query(ASSIGNMENT)
      .findMany({ where: { customer_id: ids.customer, idempotency_key: 'trip-2031' } });
    expect(rows).toHaveLength(1);
    const other = await as('customer').post('/api/agency-requests', { idempotency_key: 'another-trip' });
    expect([other.status, made.has(other.body.data.id)]).toEqual([201, false]);
    const bad = await as('customer').post('/api/agency-requests', { idempotency_key: 'with space' });
    expect([bad.status, bad.body.error.validation_errors[0].field]).toEqual([422, 'idempotency_key']);
  });
});
