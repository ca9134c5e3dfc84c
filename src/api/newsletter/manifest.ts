import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { newsletter } from './accessor';
import { newsletterGuarantees } from './guarantees';

/** The newsletter module: subscriptions and their confirmation mails (jobs). */
export const newsletterModule = defineModule({
  name: 'api/newsletter',
  panel,
  contentTypes: { 'api::newsletter.newsletter-subscriber': {} },
  guarantees: newsletterGuarantees,
  bootstrap(strapi) {
    newsletter(strapi).subscribers.defineJobs();
  },
});
