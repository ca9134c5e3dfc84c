import type { Core } from '@strapi/strapi';
import { platform } from '../../../plugins/platform/public';

type EmailProvider = { verify?: () => Promise<unknown> };

export type MailStatus = Awaited<ReturnType<typeof checkMail>>;

/**
 * The mail transport: with SMTP_HOST, nodemailer's verify (connect, greeting, login) within the
 * probe's timeout; without it mail is written to files (storage/mail), which needs nothing outside.
 */
export const checkMail = async (strapi: Core.Strapi) => {
  const options = strapi.config.get('plugin::email.providerOptions') as { host?: string } | undefined;
  if (!options?.host) return { status: 'up' as const, transport: 'files' };
  const provider = strapi.plugin('email').provider as EmailProvider;
  const status = await platform(strapi).health.probe('the mail server', async () => {
    if (!provider.verify) throw new Error('the email provider cannot verify its transport');
    await provider.verify();
  });
  return { ...status, transport: 'smtp' };
};
