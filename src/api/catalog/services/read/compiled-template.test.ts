import knexFactory from 'knex';
import { HOLE, compileTemplate, fillTemplate, rowsOf } from './compiled-template';

describe('compiled query templates', () => {
  const sqlite = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  const pg = knexFactory({ client: 'pg' });
  afterAll(() => sqlite.destroy());

  const outer = (knex: typeof sqlite) =>
    knex
      .select(
        't.name',
        knex('u').count('*').where('u.kind', 'guest').where('u.t_id', knex.ref('t.id')).as('n'),
      )
      .from(knex.raw(`(${HOLE}) as ??`, ['p']))
      .join('t', 't.id', 'p.id')
      .where('t.state', 'live')
      .orderBy('p.id');

  it('splits the bindings around the hole and puts a compiled part in it, in order', async () => {
    await sqlite.schema.createTable('t', (table) => {
      table.increments('id');
      table.string('name');
      table.string('state');
    });
    await sqlite.schema.createTable('u', (table) => {
      table.integer('t_id');
      table.string('kind');
    });
    await sqlite('t').insert([
      { name: 'a', state: 'live' },
      { name: 'b', state: 'live' },
      { name: 'c', state: 'gone' },
    ]);
    await sqlite('u').insert([
      { t_id: 1, kind: 'guest' },
      { t_id: 1, kind: 'host' },
      { t_id: 2, kind: 'guest' },
    ]);
    const template = compileTemplate(outer(sqlite));
    expect([template.beforeBindings, template.afterBindings]).toEqual([['guest'], ['live']]);
    const part = sqlite('t').select('id').whereIn('name', ['a', 'c']).toSQL();
    expect(rowsOf(await fillTemplate(sqlite, template, part))).toEqual([{ name: 'a', n: 1 }]);
  });

  it("numbers PostgreSQL's placeholders across the template and the part", () => {
    const template = compileTemplate(outer(pg));
    const part = pg('t').select('id').where('name', 'x').toSQL();
    const filled = fillTemplate(pg, template, part).toSQL().toNative();
    expect(filled.bindings).toEqual(['guest', 'x', 'live']);
    expect(filled.sql).toMatch(/"kind" = \$1 .*"name" = \$2.*"state" = \$3/s);
  });

  it('refuses a template without its one hole', () => {
    expect(() => compileTemplate(sqlite('t').select('id'))).toThrow(/one hole/);
    expect(() =>
      compileTemplate(sqlite.select('*').from(sqlite.raw(`(${HOLE}) as a, (${HOLE}) as b`))),
    ).toThrow(/one hole/);
  });

  it('reads the rows of either driver', () => {
    expect(rowsOf([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(rowsOf({ rows: [{ a: 1 }] })).toEqual([{ a: 1 }]);
  });
});
