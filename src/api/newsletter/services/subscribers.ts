import type { Core } from '@strapi/strapi';
import { accounts, noticeMail } from '../../../plugins/accounts/public';
import { ConflictError, ForbiddenError } from '../../../plugins/contract/public';
import { isUniqueViolation } from '../../../plugins/platform/public';
import { queue } from '../../../plugins/queue/public';
import { SUBSCRIBER, type SubscriberRow } from '../content-types/rows';
import { unsubscribeSigned, unsubscribeUrl } from './links/unsubscribe-link';

const WELCOME_JOB = 'newsletter.welcome';

export type UnsubscribeOutcome = 'unsubscribed' | 'not_subscribed' | 'invalid_signature';

/** Newsletter subscriptions: one row per lower-cased address, left by a signed link. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SUBSCRIBER);
  const appUrl = () => strapi.config.get('plugin::accounts.appUrl') as string;
  const appKey = () => strapi.config.get('plugin::accounts.appKey') as string;
  const appName = () => strapi.config.get('plugin::contract.appName') as string;

  return {
    /** Mails are sent through the queue: a subscription answers at once, a mail failure is retried. */
    defineJobs() {
      queue(strapi).define(WELCOME_JOB, async (data) => {
        const { email } = data as { email: string };
        if (!(await rows().findOne({ where: { email } }))) return;
        const link = unsubscribeUrl(appUrl(), appKey(), email);
        await accounts(strapi).mailer.send(
          email,
          noticeMail(
            appName(),
            null,
            'You are subscribed to our newsletter',
            `Thank you for subscribing to the ${appName()} newsletter. You can leave it at any time.`,
            { label: 'Unsubscribe', url: link },
          ),
          [link],
        );
      });
    },

    async subscribe(email: string) {
      try {
        const subscriber = (await rows().create({ data: { email } })) as SubscriberRow;
        // The subscription stands without its welcome mail (the answer carries the link too).
        await queue(strapi)
          .add(WELCOME_JOB, { email }, { key: `newsletter-welcome:${subscriber.id}` })
          .catch((error: unknown) => strapi.log.error('newsletter: welcome mail not queued', { error }));
        return { subscriber, unsubscribeUrl: unsubscribeUrl(appUrl(), appKey(), email) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('This email is already subscribed.');
        throw error;
      }
    },

    /** Leaves the newsletter by a link we signed for this address; leaving twice changes nothing. */
    async leave(email: string, signature: unknown): Promise<UnsubscribeOutcome> {
      if (!unsubscribeSigned(appUrl(), appKey(), email, signature)) return 'invalid_signature';
      const { count } = await rows().deleteMany({ where: { email } });
      return count > 0 ? 'unsubscribed' : 'not_subscribed';
    },

    /** The API's answer: a link not signed for this address is 403 `invalid_signature`. */
    async unsubscribe(email: string, signature: unknown) {
      const outcome = await this.leave(email, signature);
      if (outcome === 'invalid_signature')
        throw new ForbiddenError('Invalid signature.', 'invalid_signature');
      return outcome === 'unsubscribed';
    },
  };
};
