import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import { Client } from 'pg';

export type TestDatabase = {
  name: string;
  env: Record<string, string>;
  /** Whether it began as a copy of a template database (else Strapi builds it from nothing). */
  fromTemplate: boolean;
  drop(): Promise<void>;
  /**
   * Keeps this database, closed, as the template of `variant` (tests/helpers/build-template.ts),
   * in the place of the one there when `replace`.
   */
  keepAsTemplate(variant: string, replace?: boolean): Promise<void>;
};

const root = path.join(__dirname, '..', '..', '..');
const TEMPLATES_DIR = path.join(root, '.tmp', 'tests', 'templates');

// Read once: while a test runs, DATABASE_URL points at that test's own database.
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = () => process.env.DATABASE_CLIENT === 'postgres';

/**
 * The templates of this code (jest's global setup stamps it: scripts/jest/global-setup.js), by
 * variant: `base` (the seed without the catalog) and `catalog` (with it).
 */
export const templateName = (variant: string) => `tpl_${process.env.TEST_TEMPLATE_STAMP}_${variant}`;
const templateFile = (variant: string) => path.join(TEMPLATES_DIR, `${templateName(variant)}.db`);

const admin = async <T>(work: (client: Client) => Promise<T>) => {
  const client = new Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A PostgreSQL template is used by no one while it is copied; two copies at once may collide. */
const BUSY_TEMPLATE = /is being accessed by other users/;
/** invalid_catalog_name: the template is gone (a run of other code removed it as stale). */
const NO_SUCH_DATABASE = '3D000';

/** Creates `name`, as a copy of `template` while there is one; says whether it is a copy. */
const createPostgres = async (name: string, template: string | null) =>
  admin(async (client) => {
    let copyOf = template;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${name}${copyOf ? ` TEMPLATE ${copyOf}` : ''}`);
        break;
      } catch (error) {
        if (copyOf && (error as { code?: string }).code === NO_SUCH_DATABASE) copyOf = null;
        else if (!(copyOf && BUSY_TEMPLATE.test(String(error)) && attempt < 50)) throw error;
        else await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    // A throwaway database: its commits need not wait for the disk (a crash of PostgreSQL itself is
    // the only loss, and the test is gone with it). Killing a Strapi process loses nothing either
    // way: the server keeps what it confirmed. (A copy does not inherit the setting.)
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    return copyOf !== null;
  });

/** Copies a SQLite template to `file`; false when it is gone (a run of other code removed it). */
const copySqlite = (template: string, file: string) => {
  try {
    fs.copyFileSync(template, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
};

export const templateExists = async (variant: string) =>
  onPostgres()
    ? admin(
        async (client) =>
          (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName(variant)]))
            .rowCount === 1,
      )
    : fs.existsSync(templateFile(variant));

/**
 * Removes the templates of `variant` that other code built (another stamp). A template another
 * run is copying right now stays (PostgreSQL refuses to drop it): the next run removes it.
 */
export const removeStaleTemplates = async (variant: string) => {
  const current = templateName(variant);
  if (onPostgres()) {
    await admin(async (client) => {
      const stale = await client.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%' AND datname LIKE $1 AND datname <> $2",
        [`%\\_${variant}`, current],
      );
      for (const { datname } of stale.rows as Array<{ datname: string }>)
        await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch((error: unknown) => {
          if (!BUSY_TEMPLATE.test(String(error))) throw error;
        });
    });
    return;
  }
  if (!fs.existsSync(TEMPLATES_DIR)) return;
  for (const entry of fs.readdirSync(TEMPLATES_DIR))
    if (entry.endsWith(`_${variant}.db`) && entry !== `${current}.db`)
      fs.rmSync(path.join(TEMPLATES_DIR, entry));
};

/**
 * A database of its own for one Strapi: a copy of the template of `variant` when there is one
 * (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL), else a fresh one.
 */
export const createTestDatabase = async (variant: string | null = null): Promise<TestDatabase> => {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const wanted = Boolean(variant && process.env.TEST_TEMPLATE_STAMP && (await templateExists(variant)));
  if (onPostgres()) {
    const fromTemplate = await createPostgres(name, wanted ? templateName(variant!) : null);
    const url = new URL(BASE_URL);
    url.pathname = `/${name}`;
    return {
      name,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      fromTemplate,
      async drop() {
        await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
      async keepAsTemplate(kept: string, replace = false) {
        // A rename is atomic: a test sees the whole template or none. Another run of the same code
        // may have kept its own first: this copy is then dropped.
        await admin(async (client) => {
          if (replace) await client.query(`DROP DATABASE IF EXISTS ${templateName(kept)} WITH (FORCE)`);
          try {
            await client.query(`ALTER DATABASE ${name} RENAME TO ${templateName(kept)}`);
          } catch (error) {
            if (!/already exists/.test(String(error))) throw error;
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          }
        });
      },
    };
  }
  const file = path.join(root, '.tmp', 'tests', `${name}.db`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fromTemplate = wanted && copySqlite(templateFile(variant!), file);
  const drop = async () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  };
  return {
    name,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    fromTemplate,
    drop,
    // A rename replaces the file there: `replace` changes nothing on SQLite.
    async keepAsTemplate(kept: string) {
      fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
      fs.renameSync(file, templateFile(kept));
      await drop();
    },
  };
};
