import fs from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { UpstreamError } from '../../../contract/public';
import type { Mail } from '../presenters/mail';

type SentInfo = { message?: Buffer | string; messageId?: string };

/**
 * Nodemailer's failures carry a `code` (ESOCKET, ECONNECTION, EAUTH, EENVELOPE, ETIMEDOUT…); a bug
 * does not. Told by shape, not `instanceof Error`: socket errors come from another realm under jest.
 */
const isMailFailure = (error: unknown): error is Error =>
  typeof error === 'object' && error !== null && typeof (error as NodeJS.ErrnoException).code === 'string';

/** The mail server's failure is the one `UpstreamError` of SMTP; anything else is rethrown as it is. */
const smtpFailure = (error: unknown): never => {
  if (!isMailFailure(error)) throw error;
  throw new UpstreamError('SMTP', error.message, { cause: error });
};

/**
 * Sends through Strapi's email plugin (nodemailer provider); the mail server failing is one
 * `UpstreamError` of SMTP. Without SMTP_HOST the provider
 * uses a stream transport: the rendered message is written to storage/mail/*.eml (with a .txt
 * twin of its text) and its links are logged, so a newcomer can still follow them.
 */
const inFlight = new Set<Promise<void>>();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(to: string, mail: Mail, links: string[] = []) {
    const info = (await strapi
      .plugin('email')
      .service('email')
      .send({ to, subject: mail.subject, text: mail.text, html: mail.html })
      .catch(smtpFailure)) as SentInfo;
    const dir = strapi.config.get('plugin::accounts.mailDir') as string | null;
    if (dir && info?.message) {
      await fs.mkdir(dir, { recursive: true });
      const safe = to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`);
      await fs.writeFile(file, info.message);
      // The .eml is MIME-encoded (long links wrap); a plain-text twin is readable in any editor.
      await fs.writeFile(
        file.replace(/\.eml$/, '.txt'),
        `To: ${to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      strapi.log.info(
        `mail to ${to} written to ${path.relative(process.cwd(), file)}${links.length ? `: ${links.join(' ')}` : ''}`,
      );
    }
    return info;
  },

  /**
   * Sends without making the request wait: for mails that follow a write already committed
   * (an account, a new address) or whose delay would tell whether an address has an account
   * (password reset). A failure is logged; the client can ask again (resend, forgot password).
   */
  dispatch(to: string, mail: Mail, links: string[] = []): Promise<void> {
    const sending = this.send(to, mail, links).then(
      () => undefined,
      (error: Error) => {
        strapi.log.error(`mail to ${to} (${mail.subject}) failed: ${error.message}`);
      },
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  },

  /** Resolves once every dispatched mail has been handed over (tests, shutdown). */
  async drain() {
    await Promise.all([...inFlight]);
  },
});
