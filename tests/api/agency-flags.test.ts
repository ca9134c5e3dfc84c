import { FLAG, type AssignmentState } from '../../src/api/agency/public';
import { outbox, queue } from '../../src/plugins/queue/public';
import {
  assignmentIn,
  createNamedCallers,
  expectFirstOfPages,
  invalidFields,
  marketplaceSteps,
} from '../helpers/agency';
import { namedCallers } from '../helpers/callers';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CALLERS = {
  customer: { role: 'user' },
  otherCustomer: { role: 'user' },
  agency: { role: 'agency' },
  otherAgency: { role: 'agency' },
  admin: { role: 'admin' },
  superAdmin: { role: 'super_admin' },
  unverifiedAdmin: { role: 'admin', confirmed: false },
};
const NOTIFICATION = 'api::notification.notification';

/**
 * Flags (legacy-behaviour §3.12, §4.3): a party of an assignment reports the other party once at a
 * time, the admins are told and review it, again if need be, and each review tells the reporter.
 */
describe('agency marketplace: flags', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  const steps = marketplaceSteps(as);
  let requested: number;
  let working: number;
  const report = (who: string, assignment: number, reason = 'Did not answer for a week') =>
    as(who).post(`/api/agency-assignments/${assignment}/report`, {
      reason,
      details: 'Three e-mails, no reply.',
    });
  const flagRows = (where: Json = {}) =>
    app.strapi.db.query(FLAG).findMany({ where, orderBy: { id: 'asc' } }) as Promise<Json[]>;
  const notices = async (type: string, flagId: number) =>
    (
      (await app.strapi.db
        .query(NOTIFICATION)
        .findMany({ where: { type }, orderBy: { id: 'asc' } })) as Json[]
    )
      .filter((row) => row.data?.flag_id === flagId)
      .map((row) => ({ user_id: row.user_id, status: row.data.status }));
  // Domain events are delivered from the outbox a moment after the request that recorded them.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox(app.strapi).idle(15000)).toBe(true);
    expect(await queue(app.strapi).idle(15000)).toBe(true);
  };
  const parties = () => ({ customerId: ids.customer, agencyId: ids.agency, adminId: ids.admin });

  beforeAll(async () => {
    app = await bootStrapi();
    await createNamedCallers(app.strapi, 'flags.test', CALLERS, tokens, ids);
    requested = await steps.request('customer', 'high');
    working = await steps.request('customer', 'medium');
    await steps.route('admin', working, ids.agency);
    await steps.accept('agency', working);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('filing', () => {
    it.each([
      ['customer', 'agency'],
      ['agency', 'customer'],
      ['admin', 'agency'],
      ['superAdmin', 'agency'],
    ])('%s reports → 201, the flagged party is the %s', async (who, flagged) => {
      const res = await report(who, working);
      expect([res.status, res.body.message]).toEqual([201, 'Flag submitted successfully']);
      expect(res.body.data).toMatchObject({
        reporter_id: ids[who],
        flaggable_type: 'user',
        flaggable_id: ids[flagged],
        flagged_user_id: ids[flagged],
        agency_assignment_id: working,
        reason: 'Did not answer for a week',
        details: 'Three e-mails, no reply.',
        status: 'pending',
        reviewed_by: null,
        reviewed_at: null,
      });
      const [row] = await flagRows({ id: res.body.data.id });
      expect(row).toMatchObject({ reporter_id: ids[who], flagged_user_id: ids[flagged], state: 'pending' });
    });

    it.each(['otherCustomer', 'otherAgency'])('%s, no party of it → 404, no flag', async (who) => {
      const res = await report(who, working);
      expect([res.status, res.body.error?.type]).toEqual([404, 'not_found']);
      expect(await flagRows({ reporter_id: ids[who] })).toEqual([]);
    });

    it.each(['customer', 'admin', 'superAdmin'])(
      '%s on a requested assignment → 409, no flag',
      async (who) => {
        const res = await report(who, requested);
        expect([res.status, res.body.error?.type]).toEqual([409, 'invalid_state_transition']);
        expect(res.body.error.current_status).toBe('requested');
        expect(await flagRows({ agency_assignment_id: requested })).toEqual([]);
      },
    );

    it.each(['admin_approved', 'agency_declined', 'completed', 'cancelled'] as AssignmentState[])(
      'the customer may report in %s',
      async (state) => {
        const res = await report('customer', await assignmentIn(app.strapi, state, parties()));
        expect([res.status, res.body.data?.flaggable_id]).toEqual([201, ids.agency]);
      },
    );

    it('a second pending report by the same reporter → 409 duplicate, one flag', async () => {
      const res = await report('customer', working, 'Again');
      expect([res.status, res.body.error?.type]).toEqual([409, 'duplicate']);
      expect(await flagRows({ reporter_id: ids.customer, agency_assignment_id: working })).toHaveLength(1);
    });

    it('ten concurrent reports by one reporter → exactly one 201, one flag', async () => {
      const id = await assignmentIn(app.strapi, 'agency_approved', parties());
      const answers = await Promise.all(Array.from({ length: 10 }, () => report('agency', id)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      const refused = answers.filter((res) => res.status === 409).map((res) => res.body.error.type);
      expect(new Set(refused)).toEqual(new Set(['duplicate']));
      expect(await flagRows({ agency_assignment_id: id })).toHaveLength(1);
    });

    it('puts one entry in the staff inbox: every admin sees and reads it for themselves, no one else', async () => {
      const [flag] = await flagRows({ reporter_id: ids.agency, agency_assignment_id: working });
      await settle();
      // One row for all the staff, not one per admin.
      expect(await notices('flag_filed', flag.id)).toEqual([{ user_id: null, status: undefined }]);
      const seen = async (who: string) => {
        const res = await as(who).get('/api/notifications?per_page=100');
        const entry = (res.body.data as Json[]).find(
          (row) => row.type === 'flag_filed' && row.data.flag_id === flag.id,
        );
        return { entry: entry as Json, unread: res.body.meta.unread_count as number };
      };
      for (const who of ['admin', 'superAdmin'])
        expect((await seen(who)).entry).toMatchObject({
          notifiable_type: 'staff',
          notifiable_id: null,
          user_id: ids[who],
          status: 'unread',
          read_at: null,
        });
      for (const party of ['customer', 'agency', 'otherAgency'])
        expect((await seen(party)).entry).toBeUndefined();
      const before = await seen('superAdmin');
      const read = await as('admin').patch(`/api/notifications/${before.entry.id}/read`, {});
      expect(read.body.data).toMatchObject({ id: before.entry.id, status: 'read', user_id: ids.admin });
      expect((await seen('admin')).entry.status).toBe('read');
      // The other admin's state is their own.
      expect(await seen('superAdmin')).toEqual(before);
      expect((await as('customer').patch(`/api/notifications/${before.entry.id}/read`, {})).status).toBe(404);
    });
  });

  describe('the admins’ list', () => {
    it('is paginated, newest first, with the reporter, the flagged user and the reviewer', async () => {
      const all = await flagRows();
      const res = await as('admin').get('/api/admin/flags?per_page=100');
      expect(res.status).toBe(200);
      expect(res.body.meta.pagination.total).toBe(all.length);
      expect(res.body.data.map((item: Json) => item.id)).toEqual(all.map((row) => row.id).reverse());
      const byAgency = res.body.data.find((item: Json) => item.reporter_id === ids.agency);
      expect(byAgency.reporter).toEqual({
        id: ids.agency,
        name: 'agency person',
        email: 'agency@flags.test',
        phone: null,
      });
      expect(byAgency.flagged_user).toMatchObject({ id: ids.customer, email: 'customer@flags.test' });
      expect(byAgency.reviewer).toBeNull();
      expectFirstOfPages(await as('superAdmin').get('/api/admin/flags?per_page=1'), all.length);
      expect(invalidFields(await as('admin').get('/api/admin/flags?per_page=0'))).toEqual(['per_page']);
    });

    it('filters by status; an unknown status → 422 on status', async () => {
      const pending = await as('admin').get('/api/admin/flags?status=pending&per_page=100');
      expect(pending.body.data.length).toBe((await flagRows({ state: 'pending' })).length);
      expect(pending.body.data.every((item: Json) => item.status === 'pending')).toBe(true);
      expect((await as('admin').get('/api/admin/flags?status=declined')).body.data).toEqual([]);
      expect(invalidFields(await as('admin').get('/api/admin/flags?status=open'))).toEqual(['status']);
    });
  });

  describe('reviewing', () => {
    it('approve, decline, approve again: each recorded and told to the reporter', async () => {
      const [flag] = await flagRows({ reporter_id: ids.customer, agency_assignment_id: working });
      let previous = 0;
      const reviews: Array<[string, string, string]> = [
        ['approve', 'admin', 'approved'],
        ['decline', 'superAdmin', 'declined'],
        ['approve', 'admin', 'approved'],
      ];
      for (const [action, who, status] of reviews) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const res = await as(who).post(`/api/admin/flags/${flag.id}/${action}`, {});
        expect([res.status, res.body.message]).toEqual([200, `Flag ${status}`]);
        expect(res.body.data).toMatchObject({ id: flag.id, status, reviewed_by: ids[who] });
        const reviewedAt = Date.parse(res.body.data.reviewed_at);
        expect(reviewedAt).toBeGreaterThan(previous);
        previous = reviewedAt;
        const listed = await as('admin').get(`/api/admin/flags?status=${status}`);
        const item = listed.body.data.find((entry: Json) => entry.id === flag.id);
        expect(item.reviewer).toEqual({ id: ids[who], name: `${who} person` });
        await settle();
      }
      expect(await notices('flag_reviewed', flag.id)).toEqual(
        reviews.map(([, , status]) => ({ user_id: ids.customer, status })),
      );
    });

    it('a reviewed flag no longer blocks a new report by its reporter', async () => {
      const res = await report('customer', working, 'It happened again');
      expect(res.status).toBe(201);
      expect(await flagRows({ reporter_id: ids.customer, agency_assignment_id: working })).toHaveLength(2);
    });

    it('reviews back to back, before any is delivered: each decision is told as it was', async () => {
      const [, flag] = await flagRows({ reporter_id: ids.customer, agency_assignment_id: working });
      for (const action of ['decline', 'approve', 'decline']) {
        await new Promise((resolve) => setTimeout(resolve, 3));
        expect((await as('admin').post(`/api/admin/flags/${flag.id}/${action}`, {})).status).toBe(200);
      }
      await settle();
      const told = (await notices('flag_reviewed', flag.id)).map((notice) => notice.status);
      // Delivered concurrently: the rows' order is not the reviews' order.
      expect(told.sort()).toEqual(['approved', 'declined', 'declined']);
    });

    it.each(['999999', 'abc', '0'])('an unknown flag %s → 404', async (id) => {
      for (const action of ['approve', 'decline']) {
        const res = await as('admin').post(`/api/admin/flags/${id}/${action}`, {});
        expect([res.status, res.body.error?.type]).toEqual([404, 'not_found']);
      }
    });
  });

  describe('access', () => {
    it('the flag routes need a verified admin; the agency requests do not', async () => {
      const [flag] = await flagRows({ state: 'pending' });
      for (const [method, path] of [
        ['get', '/api/admin/flags'],
        ['post', `/api/admin/flags/${flag.id}/approve`],
        ['post', `/api/admin/flags/${flag.id}/decline`],
      ]) {
        const res = await (method === 'get'
          ? as('unverifiedAdmin').get(path)
          : as('unverifiedAdmin').post(path, {}));
        expect([res.status, res.body.error?.type]).toEqual([403, 'email_not_verified']);
      }
      expect((await flagRows({ id: flag.id }))[0].state).toBe('pending');
      const intake = await as('unverifiedAdmin').get('/api/admin/agency-requests');
      expect(intake.status).toBe(200);
      expect(intake.body.data.map((item: Json) => item.id)).toEqual([requested]);
    });

    it.each(['customer', 'agency'])('%s on the admin flag routes → 403 forbidden', async (who) => {
      const [flag] = await flagRows({ state: 'pending' });
      expect((await as(who).get('/api/admin/flags')).status).toBe(403);
      const res = await as(who).post(`/api/admin/flags/${flag.id}/approve`, {});
      expect([res.status, res.body.error?.type]).toEqual([403, 'forbidden']);
      expect((await flagRows({ id: flag.id }))[0].state).toBe('pending');
    });
  });
});
