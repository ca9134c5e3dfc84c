/** Plain-text and HTML bodies of the account mails; every one carries the product name. */
export type Mail = { subject: string; text: string; html: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (appName: string, paragraphs: string[], action?: { label: string; url: string }) => {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escape(action.url)}">${escape(action.label)}</a></p>\n<p>${escape(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:sans-serif">\n<h2>${escape(appName)}</h2>\n${body}\n${button}\n<p>— ${escape(appName)}</p>\n</body></html>`;
};

export const verificationMail = (appName: string, name: string | null, url: string): Mail => ({
  subject: `${appName}: verify your email address`,
  text: `Hello ${name ?? 'there'},\n\nPlease verify your email address for ${appName} by opening this link (valid for 60 minutes):\n\n${url}\n\nIf you did not create an account, no further action is required.\n\n— ${appName}\n`,
  html: layout(
    appName,
    [
      `Hello ${name ?? 'there'},`,
      `Please verify your email address for ${appName}. The link is valid for 60 minutes.`,
    ],
    {
      label: 'Verify email address',
      url,
    },
  ),
});

export const passwordResetMail = (
  appName: string,
  name: string | null,
  token: string,
  url: string,
): Mail => ({
  subject: `${appName}: reset your password`,
  text: `Hello ${name ?? 'there'},\n\nYou asked to reset your ${appName} password. Your reset code (valid for 60 minutes, usable once) — paste it on the reset page if it asks for it:\n\n${token}\n\nOr open the reset page: ${url}\n\nIf you did not ask for this, ignore this mail.\n\n— ${appName}\n`,
  html: layout(
    appName,
    [
      `Hello ${name ?? 'there'},`,
      `You asked to reset your ${appName} password. Your reset code (valid for 60 minutes, usable once) — paste it on the reset page if it asks for it:`,
      token,
    ],
    { label: 'Reset password', url },
  ),
});

/** A notification by e-mail: its title as the subject, its text, the product's signature. */
export const noticeMail = (appName: string, name: string | null, title: string, body: string): Mail => ({
  subject: `${appName}: ${title}`,
  text: `Hello ${name ?? 'there'},\n\n${body}\n\n— ${appName}\n`,
  html: layout(appName, [`Hello ${name ?? 'there'},`, body]),
});
