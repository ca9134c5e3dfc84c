import net from 'net';
import type { Browser, Page } from 'playwright-core';
import { keepingEvidence, launchChromium, watchedPage } from './browser';
import { startFakeFrontend } from './fake-frontend';
import { startSmtpServer } from './smtp';
import { bootStrapi, type TestApp } from './strapi';

/** A port free right now on 127.0.0.1, for an instance whose APP_URL must name its own port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A product name that must be escaped to show right, in mails and pages. */
export const APP_NAME = 'Wander & Co';

/**
 * An instance whose mails go through a real SMTP server and whose links a browser can follow:
 * APP_URL is the instance itself, FRONTEND_URL a stand-in page.
 */
export const bootLinkedInstance = async () => {
  const smtp = await startSmtpServer();
  const frontend = await startFakeFrontend();
  const port = await freePort();
  let app: TestApp;
  try {
    app = await bootStrapi({
      port,
      env: {
        ...smtp.env,
        APP_NAME,
        APP_URL: `http://127.0.0.1:${port}`,
        FRONTEND_URL: frontend.url,
        THROTTLE_REGISTER: '1000/60',
        THROTTLE_FORGOT_PASSWORD: '1000/600',
        THROTTLE_CHECKOUT: '1000/60',
        THROTTLE_NEWSLETTER: '1000/60',
      },
    });
  } catch (error) {
    // A failed boot must not leave the servers listening: jest would wait for them.
    await Promise.all([smtp.close(), frontend.close()]);
    throw error;
  }
  const close = async () => {
    await app.close();
    await Promise.all([smtp.close(), frontend.close()]);
  };
  return { app, smtp, frontend, close };
};

type Linked = Awaited<ReturnType<typeof bootLinkedInstance>>;

/**
 * The linked instance and Chromium of a browser test file (booted in its beforeAll), a fresh page
 * per step that keeps its evidence on failure and fails on any page error, and a sign-up.
 */
export const linkedBrowser = () => {
  const state = {} as { linked: Linked; browser: Browser };
  beforeAll(async () => {
    state.linked = await bootLinkedInstance();
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.linked?.close();
  });
  const inPage = async (name: string, step: (page: Page) => Promise<void>) => {
    const watched = await watchedPage(state.browser);
    await keepingEvidence(name, watched, async () => {
      await step(watched.page);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  };
  const signUp = async (name: string, email: string, password = 'first-password') => {
    const res = await state.linked.app
      .http()
      .post('/api/register')
      .send({ name, email, password, password_confirmation: password });
    expect(res.status).toBe(201);
  };
  return { linked: () => state.linked, inPage, signUp };
};
