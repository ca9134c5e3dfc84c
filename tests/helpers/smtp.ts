import { AddressInfo } from 'net';
import { simpleParser, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string; html: string; from: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives; `delayMs` makes it answer
 * each message that much later (a slow mail server).
 */
export const startSmtpServer = async (port = 0, { delayMs = 0 } = {}) => {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
          inbox.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            from: mail.from?.text ?? '',
          });
          waiters.splice(0).forEach((wake) => wake());
          setTimeout(callback, delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  /** The newest mail to `to` matching `subject`, waiting for it to arrive. */
  const waitFor = async (to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...inbox]
        .reverse()
        .find((mail) => mail.to === to.toLowerCase() && subject.test(mail.subject));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `no mail to ${to} matching ${subject} (inbox: ${inbox.map((m) => `${m.to}:${m.subject}`).join('; ')})`,
        );
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  return {
    port: listening,
    inbox,
    waitFor,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(listening),
      SMTP_IGNORE_TLS: 'true',
      MAIL_FROM: 'Travel Planner <no-reply@example.test>',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first URL in a mail's text that starts with `prefix`. */
export const linkIn = (mail: ReceivedMail, prefix: string): string => {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match[0];
};
