import type { Notice } from '../../../plugins/contract/public';
import type { UnsubscribeOutcome } from '../services/subscribers';

/** The link could not be read at all (no address or no signature): the JSON answer's 422. */
type Outcome = UnsubscribeOutcome | 'incomplete';

const page = (outcome: Outcome, appName: string, email: string): Omit<Notice, 'appName' | 'link'> => {
  switch (outcome) {
    case 'unsubscribed':
      return {
        status: 200,
        tone: 'done',
        title: 'You have been unsubscribed',
        paragraphs: [`${email} will no longer receive the ${appName} newsletter.`],
      };
    case 'not_subscribed':
      return {
        status: 200,
        tone: 'info',
        title: 'You are already unsubscribed',
        paragraphs: [`This address is not subscribed. ${email} receives no newsletter from ${appName}.`],
      };
    case 'invalid_signature':
      return {
        status: 403,
        tone: 'refused',
        title: 'This unsubscribe link is not valid',
        paragraphs: [
          'It may have been cut or changed on the way: open the link exactly as it is in the mail.',
        ],
      };
    case 'incomplete':
      return {
        status: 422,
        tone: 'refused',
        title: 'This unsubscribe link is incomplete',
        paragraphs: ['Part of the link is missing: open the link exactly as it is in the mail.'],
      };
  }
};

/** GET /newsletter/unsubscribe opened in a browser: what happened, and the way on to the frontend. */
export const unsubscribeNotice = (
  outcome: Outcome,
  appName: string,
  frontendUrl: string,
  email = '',
): Notice => ({
  ...page(outcome, appName, email),
  appName,
  link: { href: frontendUrl, label: `Continue to ${appName}` },
});
