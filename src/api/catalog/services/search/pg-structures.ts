import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { SEARCH_KIND_NAMES } from './kinds';

/** Where the entries' text vectors are stored on PostgreSQL (beside the table Strapi manages). */
export const vectorsTable = (entries: string) => `${entries}_vectors`;

/** The text vectors of an entry's names, and of all its words. */
const namesVector = (row: string) => `to_tsvector('simple', coalesce(${row}.names, ''))`;
const wordsVector = (row: string) =>
  `to_tsvector('simple', coalesce(${row}.names, '') || ' ' || coalesce(${row}.body, ''))`;

/**
 * PostgreSQL: each entry's text vectors stored in a table of their own, kept by a trigger in the
 * write's transaction (a rank reading `to_tsvector` of every matching row parsed its text again:
 * 7 s for 10,000 matches), with GIN indexes per kind; and trigrams of the vocabulary.
 */
const postgresStatements = (entries: string, terms: string) => {
  const vectors = vectorsTable(entries);
  return [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    `CREATE TABLE IF NOT EXISTS ${vectors} (id integer PRIMARY KEY, kind varchar(255) NOT NULL, record_id integer, names tsvector NOT NULL, words tsvector NOT NULL)`,
    `ALTER TABLE ${vectors} ADD COLUMN IF NOT EXISTS record_id integer`,
    `CREATE OR REPLACE FUNCTION ${vectors}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN DELETE FROM ${vectors} WHERE id = OLD.id; RETURN OLD; END IF;
       INSERT INTO ${vectors} (id, kind, record_id, names, words)
       VALUES (NEW.id, NEW.kind, NEW.record_id, ${namesVector('NEW')}, ${wordsVector('NEW')})
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, record_id = EXCLUDED.record_id,
         names = EXCLUDED.names, words = EXCLUDED.words;
       RETURN NEW;
     END $$`,
    `CREATE OR REPLACE TRIGGER ${vectors}_keep AFTER INSERT OR UPDATE OR DELETE ON ${entries}
     FOR EACH ROW EXECUTE FUNCTION ${vectors}_keep()`,
    ...SEARCH_KIND_NAMES.flatMap((kind) => [
      `CREATE INDEX IF NOT EXISTS ${vectors}_${kind}_names ON ${vectors} USING GIN (names) WHERE kind = '${kind}'`,
      `CREATE INDEX IF NOT EXISTS ${vectors}_${kind}_words ON ${vectors} USING GIN (words) WHERE kind = '${kind}'`,
    ]),
    // A rank's records in the records' id order (the lists' own), and names that begin with a query.
    `CREATE INDEX IF NOT EXISTS ${vectors}_kind_record ON ${vectors} (kind, record_id)`,
    `CREATE INDEX IF NOT EXISTS ${entries}_kind_name_prefix ON ${entries} (kind, name text_pattern_ops)`,
    // The expression indexes an earlier version kept on the entries themselves.
    `DROP INDEX IF EXISTS ${entries}_all_tsv`,
    `DROP INDEX IF EXISTS ${entries}_names_tsv`,
    `CREATE INDEX IF NOT EXISTS ${terms}_trgm ON ${terms} USING GIN (term gin_trgm_ops)`,
  ];
};

/** Fills the vectors of entries written before the table was (an upgrade), in one statement. */
const fillVectors = (entries: string) =>
  `INSERT INTO ${vectorsTable(entries)} (id, kind, record_id, names, words)
   SELECT e.id, e.kind, e.record_id, ${namesVector('e')}, ${wordsVector('e')} FROM ${entries} e
   WHERE NOT EXISTS (SELECT 1 FROM ${vectorsTable(entries)} v WHERE v.id = e.id)`;

/** Gives vectors written before they held the record's id (an upgrade) the entry's. */
const fillRecordIds = (entries: string) =>
  `UPDATE ${vectorsTable(entries)} v SET record_id = e.record_id FROM ${entries} e
   WHERE e.id = v.id AND e.record_id IS NOT NULL AND v.record_id IS NULL`;

/**
 * In one transaction under an advisory lock: instances booting together would otherwise replace the
 * same function at once ("tuple concurrently updated").
 */
export const ensurePostgres = (strapi: Core.Strapi, entries: string, terms: string) =>
  strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('${entries} structures'))`);
    const vectors = vectorsTable(entries);
    const existed = await trx.schema.hasTable(vectors);
    const keyed = existed && (await trx.schema.hasColumn(vectors, 'record_id'));
    for (const statement of postgresStatements(entries, terms)) await trx.raw(statement);
    if (!existed) await trx.raw(fillVectors(entries));
    else if (!keyed) await trx.raw(fillRecordIds(entries));
    // The planner's statistics of a table just filled (it would take it for empty until autovacuum).
    if (!existed || !keyed) await trx.raw(`ANALYZE ${vectors}`);
  });

/** The GIN indexes' pending lists flushed (a bulk write leaves them long; a search reads them whole). */
export const compactPostgres = async (knex: Knex, entries: string) => {
  const vectors = vectorsTable(entries);
  for (const kind of SEARCH_KIND_NAMES)
    for (const index of [`${vectors}_${kind}_names`, `${vectors}_${kind}_words`])
      await knex.raw(`SELECT gin_clean_pending_list(?::regclass)`, [index]);
};
