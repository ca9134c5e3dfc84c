import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import { Client } from 'pg';

export type TestDatabase = { name: string; env: Record<string, string>; drop(): Promise<void> };

const root = path.join(__dirname, '..', '..', '..');

// Read once: while a test runs, DATABASE_URL points at that test's own database.
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const adminUrl = () => BASE_URL;

/** A database of its own for one Strapi: a fresh PostgreSQL database or a fresh SQLite file. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // A throwaway database: its commits need not wait for the disk (a crash of PostgreSQL itself is
    // the only loss, and the test is gone with it). Booting Strapi writes its schema in hundreds of
    // commits. Killing a Strapi process loses nothing either way: the server keeps what it confirmed.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    return {
      name,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      async drop() {
        const client = new Client({ connectionString: adminUrl() });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const file = path.join(root, '.tmp', 'tests', `${name}.db`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    name,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    async drop() {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
    },
  };
};
