import fs from 'fs';
import path from 'path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

const root = path.join(__dirname, '..', '..', '..');
/** Where a failed browser test leaves its screenshot and the page's console (README, "Tests"). */
export const ARTIFACTS_DIR = path.join(root, '.tmp', 'browser-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with none of its background connections (the machine has no internet). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A page (in a context with `options`) whose console and uncaught errors are kept for a failed test. */
export const watchedPage = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1366, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  const console: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => console.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return { page, console, errors, close: () => context.close() };
};

/**
 * The page's uncaught errors and console errors, but the one Chromium logs for a page answered with
 * `expectedStatus` on purpose (a 409 page is still logged as a resource that failed to load).
 */
export const consoleErrors = (watched: { console: string[]; errors: string[] }, expectedStatus?: number) => [
  ...watched.errors,
  ...watched.console.filter(
    (line) =>
      line.startsWith('[error]') &&
      !(expectedStatus && line.includes(`the server responded with a status of ${expectedStatus}`)),
  ),
];

/** Runs a step of a browser test; on failure keeps a screenshot and the console under ARTIFACTS_DIR. */
export const keepingEvidence = async (
  name: string,
  watched: { page: Page; console: string[]; errors: string[] },
  step: () => Promise<void>,
) => {
  try {
    await step();
  } catch (error) {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const base = path.join(ARTIFACTS_DIR, name.replace(/[^a-z0-9-]+/gi, '-'));
    await watched.page.screenshot({ path: `${base}.png`, fullPage: true }).catch((shot: unknown) => {
      watched.console.push(`[screenshot failed] ${String(shot)}`);
    });
    fs.writeFileSync(
      `${base}.console.txt`,
      [...watched.console, ...watched.errors.map((e) => `[pageerror] ${e}`)].join('\n'),
    );
    throw error;
  }
};

/** Keeps a screenshot of what the page shows now under ARTIFACTS_DIR, pass or fail (e.g. a rendered mail). */
export const keepScreenshot = async (page: Page, name: string) => {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
};

/**
 * The value of a form's input once the form has filled it: a panel form shows its inputs before
 * its record's values arrive (and a custom field converts them after), so the value read at once
 * can still be empty.
 */
export const filledValue = async (page: Page, input: Locator) => {
  await page.waitForFunction(
    (element) => (element as unknown as { value: string }).value !== '',
    await input.elementHandle(),
    {
      timeout: 30000,
    },
  );
  return input.inputValue();
};

/** Signs in to the admin panel with the seed's password. */
export const signInToPanel = async (page: Page, baseUrl: string, email: string) => {
  await page.goto(`${baseUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('seed-password-for-tests');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/, { timeout: 30000 });
};

/** Opens a panel page and waits for the panel's "no permission" answer to it. */
export const refusedPanelPage = async (page: Page, url: string) => {
  await page.goto(url);
  await page
    .getByText(/don't have the permissions|not have permission|Access denied/i)
    .first()
    .waitFor();
};
