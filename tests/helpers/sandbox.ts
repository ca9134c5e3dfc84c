import type { TestApp } from './strapi';

/** Presses Pay or Decline on the sandbox checkout page of a `checkout_url`, as a browser would. */
export const pressOnSandbox = async (app: TestApp, checkoutUrl: string, action: 'pay' | 'decline') => {
  const url = new URL(checkoutUrl);
  const path = `${url.pathname}${url.search}`;
  const pressed = await app.http().post(path).type('form').send({ action });
  if (pressed.status !== 302) throw new Error(`the sandbox page answered ${pressed.status}`);
  return app.http().get(pressed.headers.location);
};
