import { mailLayout, type MailAction } from './mail-layout';

/** Plain-text and HTML bodies of the account mails; every one carries the product name. */
export type Mail = { subject: string; text: string; html: string };

export const verificationMail = (appName: string, name: string | null, url: string): Mail => {
  const subject = `${appName}: verify your email address`;
  return {
    subject,
    text: `Hello ${name ?? 'there'},\n\nPlease verify your email address for ${appName} by opening this link (valid for 60 minutes):\n\n${url}\n\nIf you did not create an account, no further action is required.\n\n— ${appName}\n`,
    html: mailLayout(
      appName,
      subject,
      [
        `Hello ${name ?? 'there'},`,
        `Please verify your email address for ${appName}. The link is valid for 60 minutes.`,
        'If you did not create an account, no further action is required.',
      ],
      { label: 'Verify email address', url },
    ),
  };
};

export const passwordResetMail = (appName: string, name: string | null, token: string, url: string): Mail => {
  const subject = `${appName}: reset your password`;
  return {
    subject,
    text: `Hello ${name ?? 'there'},\n\nYou asked to reset your ${appName} password. Your reset code (valid for 60 minutes, usable once) — paste it on the reset page if it asks for it:\n\n${token}\n\nOr open the reset page: ${url}\n\nIf you did not ask for this, ignore this mail.\n\n— ${appName}\n`,
    html: mailLayout(
      appName,
      subject,
      [
        `Hello ${name ?? 'there'},`,
        `You asked to reset your ${appName} password. Your reset code (valid for 60 minutes, usable once) — paste it on the reset page if it asks for it:`,
        { code: token },
        'If you did not ask for this, ignore this mail.',
      ],
      { label: 'Reset password', url },
    ),
  };
};

/**
 * A notification by e-mail: its title as the subject, its text, the product's signature, and
 * where to go from it (the frontend, an unsubscribe link…) as a button and a line of the text.
 */
export const noticeMail = (
  appName: string,
  name: string | null,
  title: string,
  body: string,
  action?: MailAction,
): Mail => {
  const subject = `${appName}: ${title}`;
  const next = action ? `${action.label}: ${action.url}\n\n` : '';
  return {
    subject,
    text: `Hello ${name ?? 'there'},\n\n${body}\n\n${next}— ${appName}\n`,
    html: mailLayout(appName, subject, [`Hello ${name ?? 'there'},`, body], action),
  };
};
