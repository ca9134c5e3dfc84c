import type { Core } from '@strapi/strapi';
import { accounts, noticeMail } from '../../../plugins/accounts/public';
import { queue } from '../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../lib/rows';
import { RULES } from '../lib/rules';
import { notifications } from '../public';

export const EVENT_JOB = 'notifications.event';
export const MAIL_JOB = 'notifications.mail';

type EventJob = { event: string; payload: Record<string, unknown> };

/** An event whose fact the database does not show yet: the job is tried again later. */
class NotYetVisible extends Error {}

/**
 * Domain events → notifications, through the queue: every event the rules know is queued under its
 * occurrence key (a repeat is not queued twice); the event job writes one row per recipient (in-app,
 * always) and queues one mail job per row that asks for e-mail; the mail job sends once and marks
 * the row. Every step is idempotent, so retries and a job taken again after a crash are harmless.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Listens to the domain events (app bootstrap) and defines the jobs. */
  subscribe() {
    queue(strapi).define(EVENT_JOB, (data) => this.deliver(data as EventJob));
    queue(strapi).define(MAIL_JOB, (data) => this.mail((data as { id: number }).id));
    for (const rule of Object.values(RULES))
      strapi.eventHub.on(rule.event, (payload: Record<string, unknown>) => {
        // Not awaited: the event's other listeners are not kept waiting on Redis, and a notification
        // that cannot be queued never breaks the operation that emitted the event.
        void this.publish(rule.event, payload).catch((error: unknown) =>
          strapi.log.error(`notification for ${rule.event} not queued`, { error }),
        );
        return Promise.resolve();
      });
  },

  async publish(event: string, payload: Record<string, unknown>) {
    const rule = RULES[event];
    if (!rule) throw new Error(`no notification rule for ${event}`);
    await queue(strapi).add(EVENT_JOB, { event, payload }, { key: `notify:${rule.key(payload)}` });
  },

  async deliver({ event, payload }: EventJob) {
    const rule = RULES[event];
    if (!rule) return;
    const notices = await rule.notices(strapi, payload);
    if (notices === null) throw new NotYetVisible(`${event}: not visible in the database yet`);
    for (const notice of notices) {
      const row = await notifications(strapi).notifications.store(notice, rule.key(payload));
      if (row.mail && !row.emailed_at)
        await queue(strapi).add(MAIL_JOB, { id: row.id }, { key: `notification-mail:${row.id}` });
    }
  },

  async mail(id: number) {
    const rows = strapi.db.query(NOTIFICATION);
    const row = (await rows.findOne({ where: { id } })) as NotificationRow | null;
    if (!row || row.emailed_at) return;
    const user = (await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: row.user_id }, select: ['email', 'name'] })) as {
      email: string | null;
      name: string | null;
    } | null;
    if (!user?.email) return;
    const appName = strapi.config.get('plugin::contract.appName') as string;
    // Sent, then marked: a crash in between sends it again on the retry (at least once, never lost).
    await accounts(strapi).mailer.send(user.email, noticeMail(appName, user.name, row.title, row.body ?? ''));
    await rows.update({ where: { id }, data: { emailed_at: new Date() } });
  },
});
