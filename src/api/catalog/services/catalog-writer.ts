import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ConflictError, NotFoundError, ValidationError } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { LIVE, scopeTrash, softDelete } from '../../../plugins/soft-delete/public';
import { ADMIN_SPECS } from './catalog-types/admin-specs';
import type { RelationInput } from './catalog-types/catalog-type';
import { COLLECTIONS } from './catalog-types';
import type { AdminCollection } from '../validators';

type Input = Record<string, unknown> & { translations?: { ar?: Record<string, unknown> } };
type Rows = { en: number | number[] | null; ar: number | number[] | null };

/**
 * Admin writes of the catalog, on the query engine so every database lifecycle fires (the
 * response cache listens there). A document is its `en` row plus, when translated, an `ar`
 * row: non-localized fields and relations are kept in step; each row relates to the
 * same-locale target, as Strapi itself stores localized relations.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  /** The `ar` twin of a default-locale row (same document), if the target is localized and translated. */
  const twinOf = async (uid: string, id: number): Promise<number | null> => {
    // Every catalog type but flights is localized.
    if (uid === 'api::flight.flight') return id;
    const table = tableOf(strapi, uid);
    const twin = await knex()(table)
      .select('id')
      .where('locale', 'ar')
      .whereIn('document_id', knex()(table).select('document_id').where('id', id))
      .first();
    return twin ? (twin.id as number) : null;
  };

  /** Relation inputs → ids for both locales; an unknown or trashed target is a 422 on its field. */
  const resolveRelations = async (input: Input, relations: Record<string, RelationInput>) => {
    const resolved: Record<string, Rows> = {};
    const problems: Array<{ field: string; message: string }> = [];
    for (const [field, relation] of Object.entries(relations)) {
      if (!(field in input)) continue;
      const value = input[field];
      if (value === null || value === undefined) {
        resolved[relation.attribute] = { en: relation.many ? [] : null, ar: relation.many ? [] : null };
        continue;
      }
      const ids = (relation.many ? (value as number[]) : [value as number]).map(Number);
      const table = tableOf(strapi, relation.target);
      const live = await scopeTrash(knex()(table).select('id').whereIn('id', ids), 'live').where(
        'locale',
        'en',
      );
      if (live.length !== new Set(ids).size) {
        problems.push({ field, message: `The selected ${relation.label} is invalid.` });
        continue;
      }
      const twins = (await Promise.all(ids.map((id) => twinOf(relation.target, id)))).filter(
        (id): id is number => id !== null,
      );
      resolved[relation.attribute] = relation.many
        ? { en: ids, ar: twins }
        : { en: ids[0], ar: twins[0] ?? null };
    }
    if (problems.length > 0) throw new ValidationError(problems);
    return resolved;
  };

  const regionOf = async (key: unknown) => {
    if (key === undefined) return undefined;
    if (key === null) return { en: null, ar: null };
    const table = tableOf(strapi, 'api::region.region');
    const region = await knex()(table)
      .select('id', 'document_id')
      .where({ key, locale: 'en', ...LIVE })
      .first();
    if (!region) throw ValidationError.field('region', 'The selected region is invalid.');
    const twin = await knex()(table)
      .select('id')
      .where({ document_id: region.document_id, locale: 'ar' })
      .first();
    return { en: region.id as number, ar: (twin?.id as number | undefined) ?? null };
  };

  const assertUnique = async (
    collection: AdminCollection,
    values: Record<string, unknown>,
    exceptDocument?: string,
  ) => {
    const unique = ADMIN_SPECS[collection].unique;
    if (!unique || unique.fields.some((field) => values[field] === undefined)) return;
    const spec = COLLECTIONS[collection];
    // Trashed rows count: a trashed record still owns its unique values (it can be restored).
    const query = knex()(tableOf(strapi, spec.uid)).select('document_id');
    if (spec.i18n) query.where('locale', 'en');
    for (const field of unique.fields) {
      const value = values[field];
      if (field.endsWith('_date')) query.where(field, new Date(value as string));
      else query.whereRaw('lower(??) = ?', [field, String(value).toLowerCase()]);
    }
    const clash = await query.first();
    if (clash && clash.document_id !== exceptDocument) throw new ConflictError(unique.message, 'duplicate');
  };

  const split = (collection: AdminCollection, input: Input) => {
    const spec = COLLECTIONS[collection];
    const relationFields = new Set([
      ...Object.keys(ADMIN_SPECS[collection].relations),
      'translations',
      'region',
    ]);
    const scalars: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input))
      if (!relationFields.has(key) && value !== undefined) scalars[key] = value;
    for (const key of ['departure_date', 'arrival_date'])
      if (typeof scalars[key] === 'string') scalars[key] = new Date(scalars[key] as string);
    if (typeof scalars.currency === 'string') scalars.currency = scalars.currency.toUpperCase();
    // A URL sent here is the latest word on the picture: it replaces a file uploaded in the panel.
    for (const [column, field] of Object.entries(spec.media ?? {}))
      if (column in scalars) scalars[field] = null;
    const shared = Object.fromEntries(
      Object.entries(scalars).filter(([key]) => !spec.localized.includes(key)),
    );
    return { scalars, shared, arText: input.translations?.ar ?? null };
  };

  const relationData = (relations: Record<string, Rows>, locale: 'en' | 'ar') =>
    Object.fromEntries(Object.entries(relations).map(([attribute, rows]) => [attribute, rows[locale]]));

  return {
    async create(collection: AdminCollection, input: Input): Promise<number> {
      const spec = COLLECTIONS[collection];
      const { scalars, shared, arText } = split(collection, input);
      const relations = await resolveRelations(input, ADMIN_SPECS[collection].relations);
      const region = await regionOf(input.region);
      if (region) relations.region = region;
      if (collection === 'flights') assertFlightTimes(scalars);
      await assertUnique(collection, scalars);
      const query = strapi.db.query(spec.uid as never);
      return strapi.db.transaction(async () => {
        const en = await query.create({
          data: { ...scalars, ...(spec.i18n ? { locale: 'en' } : {}), ...relationData(relations, 'en') },
        });
        if (spec.i18n && arText) {
          const text = Object.fromEntries(spec.localized.map((field) => [field, arText[field] ?? null]));
          await query.create({
            data: {
              ...shared,
              ...text,
              documentId: en.documentId,
              locale: 'ar',
              ...relationData(relations, 'ar'),
            },
          });
        }
        return en.id as number;
      });
    },

    async update(collection: AdminCollection, id: number, input: Input): Promise<number> {
      const spec = COLLECTIONS[collection];
      const query = strapi.db.query(spec.uid as never);
      const current = await query.findOne({
        where: { id, ...LIVE, ...(spec.i18n ? { locale: 'en' } : {}) },
      });
      if (!current) throw new NotFoundError(`${collection.slice(0, -1)} not found`);
      const { scalars, shared, arText } = split(collection, input);
      const relations = await resolveRelations(input, ADMIN_SPECS[collection].relations);
      const region = await regionOf(input.region);
      if (region) relations.region = region;
      if (collection === 'flights') assertFlightTimes({ ...current, ...scalars });
      const unique = ADMIN_SPECS[collection].unique;
      if (unique && unique.fields.some((field) => field in scalars))
        await assertUnique(collection, { ...current, ...scalars }, current.documentId);

      await strapi.db.transaction(async () => {
        await query.update({ where: { id }, data: { ...scalars, ...relationData(relations, 'en') } });
        if (!spec.i18n) return;
        const twin = await query.findOne({ where: { documentId: current.documentId, locale: 'ar' } });
        if (twin) {
          const text = arText
            ? Object.fromEntries(
                spec.localized
                  .filter((field) => field in arText)
                  .map((field) => [field, arText[field] ?? null]),
              )
            : {};
          await query.update({
            where: { id: twin.id },
            data: { ...shared, ...text, ...relationData(relations, 'ar') },
          });
        } else if (arText) {
          const {
            id: _id,
            documentId: _doc,
            locale: _locale,
            createdAt: _c,
            updatedAt: _u,
            ...rest
          } = current;
          const base = Object.fromEntries(
            Object.entries({ ...rest, ...shared }).filter(([key]) => !spec.localized.includes(key)),
          );
          const text = Object.fromEntries(spec.localized.map((field) => [field, arText[field] ?? null]));
          await query.create({
            data: {
              ...base,
              ...text,
              documentId: current.documentId,
              locale: 'ar',
              ...relationData(relations, 'ar'),
            },
          });
        }
      });
      return id;
    },

    async trash(collection: AdminCollection, id: number) {
      if (!(await softDelete(strapi).trash.trash(COLLECTIONS[collection].uid, id)))
        throw new NotFoundError(`${collection.slice(0, -1)} not found`);
    },

    async restore(collection: AdminCollection, id: number) {
      if (!(await softDelete(strapi).trash.restore(COLLECTIONS[collection].uid, id))) {
        throw new NotFoundError(`No trashed ${collection.slice(0, -1)} with this id`);
      }
    },
  };
};

const assertFlightTimes = (values: Record<string, unknown>) => {
  const departure = new Date(values.departure_date as string).getTime();
  const arrival = new Date(values.arrival_date as string).getTime();
  if (!(arrival > departure))
    throw ValidationError.field('arrival_date', 'The arrival date must be after the departure date.');
};
