import knexFactory from 'knex';
import { trashExclusion } from './trash-exclusion';
import { rowsOf } from '../read/compiled-template';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';

describe("a search's trash exclusion", () => {
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  afterAll(() => knex.destroy());

  beforeAll(async () => {
    await knex.schema.createTable('places', (table) => {
      table.increments('id');
      table.string('locale');
      table.bigInteger(TRASH_COLUMN).nullable();
    });
    // 1,000 places in English and their Arabic rows; none trashed yet.
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, locale: 'en', [TRASH_COLUMN]: null }));
    for (let i = 0; i < rows.length; i += 200) await knex('places').insert(rows.slice(i, i + 200));
    await knex('places').insert({ id: 1001, locale: 'ar', [TRASH_COLUMN]: Date.now() });
  });

  /** The ids a search would keep of all the English places, with the exclusion applied. */
  const kept = async () => {
    const exclusion = await trashExclusion(knex, 'places', 'en');
    const sql = `SELECT id FROM places WHERE locale = 'en' ${exclusion.clause('id')} ORDER BY id`;
    return {
      sql: exclusion.clause('id'),
      ids: rowsOf<{ id: number }>(await knex.raw(sql, exclusion.bindings as never)).map((row) => row.id),
    };
  };

  it('adds no clause when nothing of the locale is in the trash', async () => {
    const { sql, ids } = await kept();
    expect(sql).toBe('');
    expect(ids).toHaveLength(1000);
  });

  it('names a few trashed records by id', async () => {
    await knex('places')
      .whereIn('id', [3, 7])
      .update({ [TRASH_COLUMN]: Date.now() });
    const { sql, ids } = await kept();
    expect(sql).toBe('AND id NOT IN (3, 7)');
    expect(ids).toHaveLength(998);
    expect(ids).not.toContain(3);
  });

  it('asks the table itself when many are trashed', async () => {
    await knex('places')
      .where('id', '>', 400)
      .update({ [TRASH_COLUMN]: Date.now() });
    const { sql, ids } = await kept();
    expect(sql).toContain('SELECT id FROM places');
    expect(ids).toHaveLength(398);
    expect(ids[ids.length - 1]).toBe(400);
  });
});
