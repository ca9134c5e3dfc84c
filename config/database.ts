import type { Core } from '@strapi/strapi';
import path from 'path';
import { cachePreparedStatements } from '../src/plugins/platform/public';

// Our migrations are TypeScript (database/migrations): Strapi runs the compiled ones from dist/,
// before its schema sync, once each (table strapi_migrations).
const settings = { useTypescriptMigrations: true };

// SQLite is the embedded default; PostgreSQL is selected with DATABASE_CLIENT=postgres.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
      settings,
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // WAL with synchronous=NORMAL: commits no longer wait for a full fsync, readers never block the
        // writer; still durable against a process crash. busy_timeout lets a second process wait its turn.
        afterCreate: (
          connection: { pragma(statement: string): unknown; prepare(sql: string): unknown },
          done: (error: Error | null, connection: unknown) => void,
        ) => {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma('busy_timeout = 5000');
          done(null, cachePreparedStatements(connection));
        },
      },
    },
    settings,
  };
};
