import { cachePreparedStatements } from './statement-cache';

// better-sqlite3 ships without types; the part these tests touch.
type Statement = { run(bindings?: unknown[]): unknown; all(bindings?: unknown[]): unknown[]; get(): unknown };
type Connection = { exec(sql: string): void; prepare(sql: string): Statement };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as new (filename: string) => Connection;

describe('cachePreparedStatements', () => {
  const open = (capacity?: number) => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    const prepared: string[] = [];
    const original = db.prepare.bind(db);
    db.prepare = (sql: string) => {
      prepared.push(sql);
      return original(sql);
    };
    return { db: cachePreparedStatements(db, capacity), prepared };
  };

  it('prepares a data statement once and reuses it with new bindings', () => {
    const { db, prepared } = open();
    db.prepare('insert into t (name) values (?)').run(['a']);
    db.prepare('insert into t (name) values (?)').run(['b']);
    expect(prepared).toEqual(['insert into t (name) values (?)']);
    expect(db.prepare('select name from t order by id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('never keeps DDL or pragmas', () => {
    const { db, prepared } = open();
    db.prepare('pragma user_version').get();
    db.prepare('pragma user_version').get();
    expect(prepared).toHaveLength(2);
  });

  it('evicts the least recently used statement beyond its capacity', () => {
    const { db, prepared } = open(2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // most recent now
    db.prepare('select 3'); // evicts "select 2"
    db.prepare('select 1');
    db.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('keeps answering correctly after the schema changes under a kept statement', () => {
    const { db } = open();
    db.prepare('insert into t (name) values (?)').run(['a']);
    const select = 'select * from t';
    expect(db.prepare(select).all()).toEqual([{ id: 1, name: 'a' }]);
    db.exec('ALTER TABLE t ADD COLUMN city TEXT');
    expect(db.prepare(select).all()).toEqual([{ id: 1, name: 'a', city: null }]);
  });
});
