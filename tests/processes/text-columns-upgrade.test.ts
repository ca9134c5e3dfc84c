import { bootStrapi, type TestApp } from '../helpers/strapi';
import { BOOT_BOTH_MS, startSecondInstance } from '../helpers/second-instance';
import { createUser } from '../helpers/users';

/**
 * A database of the version before issue 34 kept `favourites.note` and `hotels.image` as
 * varchar(255). The next boot's schema sync makes them text, keeping what they hold, so a note of
 * 500 characters is stored whole after the upgrade (docs/database.md, "Text columns").
 * PostgreSQL only: SQLite enforces no length, so there is no column to upgrade there.
 */
(process.env.DATABASE_CLIENT === 'postgres' ? describe : describe.skip)('text columns on upgrade', () => {
  let app: TestApp;
  const columnType = async (table: string, column: string) =>
    (await app.strapi.db
      .connection('information_schema.columns')
      .where({ table_name: table, column_name: column, table_schema: 'public' })
      .first('data_type', 'character_maximum_length')) as {
      data_type: string;
      character_maximum_length: number | null;
    };

  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    'turns an older varchar(255) into text on the next boot, keeping its rows',
    async () => {
      const knex = app.strapi.db.connection;
      // The older version's columns, and a stored schema that is not this version's (the sync runs).
      await knex.raw('ALTER TABLE favourites ALTER COLUMN note TYPE varchar(255)');
      await knex.raw('ALTER TABLE hotels ALTER COLUMN image TYPE varchar(255)');
      await knex('strapi_database_schema').update({ hash: 'the-previous-version' });
      expect(await columnType('favourites', 'note')).toEqual({
        data_type: 'character varying',
        character_maximum_length: 255,
      });
      const user = await createUser(app.strapi, { email: 'upgrade@example.test' });
      await knex('favourites').insert({
        document_id: 'upgrade-note',
        user_id: user.id,
        favorable_type: 'hotel',
        favorable_id: 1,
        note: 'kept across the upgrade',
      });

      const upgraded = await startSecondInstance();
      await upgraded.stop();

      expect(await columnType('favourites', 'note')).toEqual({
        data_type: 'text',
        character_maximum_length: null,
      });
      expect(await columnType('hotels', 'image')).toEqual({
        data_type: 'text',
        character_maximum_length: null,
      });
      expect((await knex('favourites').where({ document_id: 'upgrade-note' }).first('note')).note).toBe(
        'kept across the upgrade',
      );
      const long = 'n'.repeat(500);
      await knex('favourites').where({ document_id: 'upgrade-note' }).update({ note: long });
      expect((await knex('favourites').where({ document_id: 'upgrade-note' }).first('note')).note).toBe(long);
    },
    BOOT_BOTH_MS,
  );
});
