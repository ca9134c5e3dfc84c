import { NotFoundError } from '../errors';
import { QueryReader } from '../query/query-reader';
import { integerId, isRecordId, MAX_RECORD_ID, readRecordId, recordIdOrNotFound } from './record-id';
import { validate } from './validate';
import { z } from 'zod';

/** The values issue 20 names: none of them is an id, wherever it is sent. */
const NOT_IDS: Array<[unknown, 'not_an_integer' | 'out_of_range']> = [
  [0, 'out_of_range'],
  ['0', 'out_of_range'],
  [-1, 'out_of_range'],
  ['-1', 'out_of_range'],
  [MAX_RECORD_ID + 1, 'out_of_range'],
  [String(MAX_RECORD_ID + 1), 'out_of_range'],
  ['99999999999', 'out_of_range'],
  ['-99999999999', 'out_of_range'],
  ['123456789012345678901234567890', 'out_of_range'],
  [1.5, 'not_an_integer'],
  ['1.5', 'not_an_integer'],
  ['abc', 'not_an_integer'],
  ['1e3', 'not_an_integer'],
  ['0x10', 'not_an_integer'],
  ['+1', 'not_an_integer'],
  [' 1', 'not_an_integer'],
  ['', 'not_an_integer'],
  [Number.NaN, 'not_an_integer'],
  [Number.POSITIVE_INFINITY, 'not_an_integer'],
  [true, 'not_an_integer'],
  [[1], 'not_an_integer'],
  [{ $gt: 0 }, 'not_an_integer'],
  [undefined, 'not_an_integer'],
];

describe('record ids: one reading for path, query and body', () => {
  it.each([
    ['1', 1],
    ['0042', 42],
    [7, 7],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
    [MAX_RECORD_ID, MAX_RECORD_ID],
  ])('reads %p as %i', (value, id) => {
    expect(readRecordId(value)).toEqual({ id });
    expect(recordIdOrNotFound(value, 'Plan not found')).toBe(id);
  });

  it.each(NOT_IDS)('reads %p as no id (%s)', (value, problem) => {
    expect(readRecordId(value)).toEqual({ problem });
  });

  it.each(NOT_IDS)('answers the path segment %p with the resource 404', (value) => {
    expect(() => recordIdOrNotFound(value, 'Plan not found')).toThrow(NotFoundError);
    expect(() => recordIdOrNotFound(value, 'Plan not found')).toThrow('Plan not found');
  });

  it('answers a query parameter that is no id with a 422 on it', () => {
    for (const [value, problem] of NOT_IDS.filter(
      ([v]) => typeof v === 'string' && v !== '' && v.trim() === v,
    )) {
      const reader = new QueryReader({ user_id: value });
      expect(reader.recordId('user_id')).toBeUndefined();
      expect(() => reader.assertValid()).toThrow(
        expect.objectContaining({
          fieldErrors: [
            {
              field: 'user_id',
              message:
                problem === 'out_of_range'
                  ? 'The selected user_id is invalid.'
                  : 'The user_id must be an integer.',
            },
          ],
        }),
      );
    }
    expect(new QueryReader({ user_id: ' 12 ' }).recordId('user_id')).toBe(12);
  });

  it('answers a body field that is no id with a 422 on it, and keeps optional fields optional', () => {
    const schema = z.object({ plan_id: integerId('plan_id'), trip_id: integerId('trip_id').nullish() });
    expect(validate(schema, { plan_id: '12', trip_id: null })).toEqual({ plan_id: 12, trip_id: null });
    expect(validate(schema, { plan_id: 3 })).toEqual({ plan_id: 3 });
    for (const [value, problem] of NOT_IDS.filter(([v]) => v !== undefined)) {
      expect(() => validate(schema, { plan_id: value })).toThrow(
        expect.objectContaining({
          fieldErrors: [
            {
              field: 'plan_id',
              message:
                problem === 'out_of_range'
                  ? 'The selected plan id is invalid.'
                  : 'The plan id must be an integer.',
            },
          ],
        }),
      );
    }
    expect(() => validate(schema, {})).toThrow(
      expect.objectContaining({
        fieldErrors: [{ field: 'plan_id', message: 'The plan id field is required.' }],
      }),
    );
  });

  it('bounds numeric ids to the serial range', () => {
    expect([1, MAX_RECORD_ID, 0, MAX_RECORD_ID + 1, 1.5, Number.NaN].map(isRecordId)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
