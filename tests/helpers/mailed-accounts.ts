import { accounts } from '../../src/plugins/accounts/public';
import { startSmtpServer } from './smtp';
import { bootStrapi, TestApp } from './strapi';

export type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * An instance that mails through the test SMTP server: registrations and resets unthrottled,
 * forgot-password at its real-world limit of three in ten minutes.
 */
export const bootMailedAccounts = async () => {
  const smtp = await startSmtpServer();
  const env = {
    ...smtp.env,
    THROTTLE_FORGOT_PASSWORD: '3/600',
    THROTTLE_REGISTER: '1000/60',
    THROTTLE_RESET_PASSWORD: '1000/60',
  };
  // A failed boot must not leave the SMTP server listening: jest would wait for it.
  const app = await bootStrapi({ env }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { app, smtp, close };
};

/** The shortcuts of the account tests that follow mailed links (the app read when called). */
export const accountShortcuts = (appOf: () => TestApp) => {
  const users = () => accounts(appOf().strapi).users;
  const signUp = async (email: string, password = 'first-password') => {
    const res = await appOf()
      .http()
      .post('/api/register')
      .send({ name: 'Test Person', email, password, password_confirmation: password });
    expect(res.status).toBe(201);
    return res.body.data as { token: string; user: { id: number } };
  };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  /** The path and query of a mailed link, to request on the test instance. */
  const verifyPath = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  return { users, signUp, auth, verifyPath };
};
