import type { Core } from '@strapi/strapi';
import { accounts, noticeMail } from '../../../../plugins/accounts/public';

/** Mails one notice to one account (leading to the app, where it is too); false when it has no address. */
export const mailNotice = async (strapi: Core.Strapi, userId: number, title: string, body: string) => {
  const user = await accounts(strapi).people.one(userId, ['email', 'name']);
  if (!user?.email) return false;
  const appName = strapi.config.get('plugin::contract.appName') as string;
  const frontend = {
    label: `Open ${appName}`,
    url: strapi.config.get('plugin::accounts.frontendUrl') as string,
  };
  await accounts(strapi).mailer.send(user.email, noticeMail(appName, user.name, title, body, frontend));
  return true;
};
