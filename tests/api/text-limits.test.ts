import type { Response } from 'supertest';
import { ownRoutes } from '../../src/plugins/contract/public';
import { assignmentIn, createNamedCallers } from '../helpers/agency';
import { createCatalogRecords } from '../helpers/catalog-admin';
import { namedCallers } from '../helpers/callers';
import { LONG_FIELDS, longFieldOf } from '../helpers/long-text-fields';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { stringBounds } from '../helpers/string-bounds';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Strapi maps these attribute types to varchar(255) on PostgreSQL, whatever their maxLength. */
const VARCHAR = new Set(['string', 'email', 'password', 'uid', 'enumeration']);
const TEXT = new Set(['text', 'richtext', 'json', 'blocks']);
const OWN = /^(api::|plugin::(users-permissions\.user|accounts|ai|billing|queue|reports|soft-delete)\b)/;

/**
 * "Every text field stores what its validator accepts" (CONTRACT §10, issue 34 item 5): no declared
 * maximum beyond a varchar column, and each long field at its maximum is stored whole while one
 * character more is a 422 naming it — on SQLite and on PostgreSQL, which enforces the lengths.
 */
describe('text fields fit their columns', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  const catalog: Record<string, number> = {};

  beforeAll(async () => {
    app = await bootStrapi();
    await createNamedCallers(
      app.strapi,
      'text-limits.test',
      { customer: { role: 'user' }, agency: { role: 'agency' }, admin: { role: 'admin' } },
      tokens,
      ids,
    );
    await createCatalogRecords(as, catalog);
    // A fresh PostgreSQL schema plus a catalog: slower than one boot on a busy machine.
  }, 300000);
  afterAll(async () => {
    await app?.close();
  });

  const attributeOf = (column: string) => {
    const at = column.lastIndexOf('.');
    const type = app.strapi.contentTypes[column.slice(0, at) as never] as { attributes: Json } | undefined;
    return type?.attributes[column.slice(at + 1)] as { type: string; maxLength?: number } | undefined;
  };

  it('declares no varchar attribute longer than 255 (what the admin panel would let through)', () => {
    const over = Object.entries(app.strapi.contentTypes)
      .filter(([uid]) => OWN.test(uid))
      .flatMap(([uid, type]) =>
        Object.entries((type as { attributes: Json }).attributes)
          .filter(([, attr]) => VARCHAR.has(attr.type) && (attr.maxLength ?? 0) > 255)
          .map(([name, attr]) => `${uid}.${name} (${attr.type}, ${attr.maxLength})`),
      );
    expect(over).toEqual([]);
  });

  it('reads no body field longer than 255 that is not stored in a text column, or not at all', () => {
    const problems: string[] = [];
    let walked = 0;
    for (const route of ownRoutes(app.strapi)) {
      if (!route.doc?.body) continue;
      const name = `${route.method} ${route.path}`;
      for (const [field, max] of stringBounds(route.doc.body as never)) {
        walked += 1;
        if (max <= 255) continue;
        const entry = longFieldOf(name, field);
        if (!entry) problems.push(`${name} ${field}: up to ${max}, not in LONG_FIELDS`);
        else if (entry.max !== max)
          problems.push(`${name} ${field}: up to ${max}, LONG_FIELDS says ${entry.max}`);
        else if (entry.column && !TEXT.has(attributeOf(entry.column)?.type ?? ''))
          problems.push(`${name} ${field}: ${entry.column} is ${attributeOf(entry.column)?.type}, not text`);
        else if (!entry.column && !entry.why) problems.push(`${name} ${field}: not stored, and no reason`);
      }
    }
    expect(problems).toEqual([]);
    expect(walked).toBeGreaterThan(100);
  });

  it('lists in LONG_FIELDS only columns that exist, with the validator’s maximum when they declare one', () => {
    const wrong = LONG_FIELDS.filter((entry) => entry.column && Number.isFinite(entry.max))
      .filter((entry) => {
        const attribute = attributeOf(entry.column!);
        return !attribute || (attribute.maxLength !== undefined && attribute.maxLength !== entry.max);
      })
      .map((entry) => `${entry.column}: ${attributeOf(entry.column!)?.maxLength} ≠ ${entry.max}`);
    expect(wrong).toEqual([]);
  });

  /** A field a client writes: how to send a value, and where the value is then read back from. */
  type Case = {
    field: string;
    max: number;
    value?: (length: number) => string;
    send: (value: string) => Promise<Response>;
    stored: (res: Response) => Promise<unknown>;
  };
  const url = (length: number) => `https://img.test/${'p'.repeat(length - 'https://img.test/'.length)}`;
  const columnOf = (uid: string, id: number, column: string) =>
    app.strapi.db
      .query(uid as never)
      .findOne({ where: { id }, select: [column] })
      .then((row: Json | null) => row?.[column]);
  const catalogImage = (collection: string, type: string, field: string): Case => ({
    field,
    max: 1000,
    value: url,
    send: (value) => as('admin').put(`/api/admin/${collection}/${catalog[collection]}`, { [field]: value }),
    stored: () => columnOf(`api::${type}.${type}`, catalog[collection], field),
  });
  const report = (field: 'reason' | 'details'): Case => {
    let assignment = 0;
    return {
      field,
      max: field === 'reason' ? 500 : 5000,
      send: async (value) => {
        assignment ||= await assignmentIn(app.strapi, 'agency_approved', {
          customerId: ids.customer,
          agencyId: ids.agency,
          adminId: ids.admin,
        });
        return as('customer').post(`/api/agency-assignments/${assignment}/report`, {
          reason: 'Did not answer',
          [field]: value,
        });
      },
      stored: (res) => columnOf('api::agency.flag', res.body.data.id, field),
    };
  };
  const CASES: Array<[string, Case]> = [
    [
      'a favourite note',
      {
        field: 'note',
        max: 500,
        send: (value) => as('customer').post(`/api/favourites/hotels/${catalog.hotels}`, { note: value }),
        stored: (res) => columnOf('api::favourite.favourite', res.body.data.id, 'note'),
      },
    ],
    ['a flag reason', report('reason')],
    ['a flag’s details', report('details')],
    ['a hotel image', catalogImage('hotels', 'hotel', 'image')],
    ['a restaurant image', catalogImage('restaurants', 'restaurant', 'image')],
    ['an attraction image', catalogImage('attractions', 'attraction', 'image')],
    ['a destination image', catalogImage('destinations', 'destination', 'image')],
    ['a country flag', catalogImage('countries', 'country', 'flag_url')],
    [
      'a profile bio',
      {
        field: 'bio',
        max: 1000,
        send: (value) => as('customer').patch('/api/profile', { bio: value }),
        stored: () => columnOf('plugin::users-permissions.user', ids.customer, 'bio'),
      },
    ],
  ];

  it.each(CASES)('stores %s at its maximum, and refuses one character more', async (_, spec) => {
    const value = spec.value ?? ((length: number) => 'x'.repeat(length));
    // Longer first: a refused value changes nothing, so the toggles and one-per-reporter rules still hold.
    const tooLong = await spec.send(value(spec.max + 1));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.type).toBe('validation_error');
    expect(tooLong.body.error.validation_errors).toEqual([
      { field: spec.field, message: expect.stringContaining(`may not be greater than ${spec.max}`) },
    ]);

    const longest = await spec.send(value(spec.max));
    expect([200, 201]).toContain(longest.status);
    expect(await spec.stored(longest)).toBe(value(spec.max));
  });
});
