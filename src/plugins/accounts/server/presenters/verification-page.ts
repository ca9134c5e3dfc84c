import type { Notice } from '../../../contract/public';
import type { VerifyOutcome, VerifyRefusal } from '../services/email-verification';

type Page = Pick<Notice, 'status' | 'tone' | 'title' | 'paragraphs'>;

/** What a person reads after opening the verification link; the status is the JSON answer's. */
const PAGES = (appName: string): Record<VerifyOutcome | VerifyRefusal, Page> => ({
  verified: {
    status: 200,
    tone: 'done',
    title: 'Your email address is verified',
    paragraphs: [`Thank you. Every part of ${appName} is now open to your account.`],
  },
  already_verified: {
    status: 200,
    tone: 'info',
    title: 'Your email address is already verified',
    paragraphs: ['This link has been used before; there is nothing more to do.'],
  },
  expired: {
    status: 403,
    tone: 'refused',
    title: 'This verification link has expired',
    paragraphs: [
      'A verification link works for 60 minutes.',
      `Sign in to ${appName} and ask for a new verification mail.`,
    ],
  },
  invalid_signature: {
    status: 403,
    tone: 'refused',
    title: 'This verification link is not valid',
    paragraphs: [
      'It may have been cut or changed on the way: open the link exactly as it is in the mail.',
      `If it still fails, sign in to ${appName} and ask for a new verification mail.`,
    ],
  },
  invalid_verification_link: {
    status: 403,
    tone: 'refused',
    title: 'This verification link is no longer valid',
    paragraphs: [
      'It was sent for an email address this account no longer uses.',
      'Open the link of the latest verification mail instead.',
    ],
  },
});

/** The page for a browser that opened the verification link, with the way on to the frontend. */
export const verificationNotice = (
  outcome: VerifyOutcome | VerifyRefusal,
  appName: string,
  frontendUrl: string,
): Notice => ({
  ...PAGES(appName)[outcome],
  appName,
  link: { href: frontendUrl, label: `Continue to ${appName}` },
});
