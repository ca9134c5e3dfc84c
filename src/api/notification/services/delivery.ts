import type { Core } from '@strapi/strapi';
import { accounts, noticeMail } from '../../../plugins/accounts/public';
import { outbox, type OutboxEvent } from '../../../plugins/queue/public';
import { NOTIFICATION, type NotificationRow } from '../content-types/rows';
import { notifications } from '../public';
import { RULES, type NotificationRule } from './rules';

/** The event of a notification row that asks for an e-mail (recorded with the row, sent by the relay). */
export const MAIL_DUE = 'notifications.mail_due';

/** An event whose fact the database does not show: the relay tries it again later. */
class NotYetVisible extends Error {}

/**
 * Domain events → notifications. Each event the rules know reaches `deliver` through the outbox
 * (recorded in the transaction of the change it reports); `deliver` writes one row per recipient
 * (in-app, always), and a row that asks for e-mail records its own `notifications.mail_due` event
 * in the same transaction; `mail` sends it once and marks the row. Every step is idempotent (the
 * rows by the event's occurrence, the mail by the row's mark), so a repeated delivery is harmless.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Consumes the domain events (app bootstrap). */
  subscribe() {
    for (const rule of Object.values(RULES))
      outbox(strapi).consume(rule.event, (event) => this.deliver(rule, event));
    outbox(strapi).consume(MAIL_DUE, (event) => this.mail(Number(event.payload.notification_id)), {
      lane: 'mail',
    });
  },

  async deliver(rule: NotificationRule, event: Pick<OutboxEvent, 'id' | 'topic' | 'payload'>) {
    const notices = await rule.notices(strapi, event.payload);
    if (notices === null) throw new NotYetVisible(`${event.topic} #${event.id}: not visible in the database`);
    for (const notice of notices)
      await notifications(strapi).notifications.store(notice, rule.key(event.payload));
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
    // The notification is also in the app: the mail leads there.
    const frontend = {
      label: `Open ${appName}`,
      url: strapi.config.get('plugin::accounts.frontendUrl') as string,
    };
    const mail = noticeMail(appName, user.name, row.title, row.body ?? '', frontend);
    // Sent, then marked: a crash in between sends it again on the retry (at least once, never lost).
    await accounts(strapi).mailer.send(user.email, mail);
    await rows.update({ where: { id }, data: { emailed_at: new Date() } });
  },
});
