import { NotFoundError } from '../errors';
import { isRecordId, MAX_RECORD_ID, recordIdOrNotFound } from './record-id';

describe('record ids', () => {
  it.each([
    ['1', 1],
    ['0042', 42],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('reads %s as %i', (value, id) => {
    expect(recordIdOrNotFound(value, 'Plan not found')).toBe(id);
  });

  it.each(['0', '-1', '1.5', 'abc', '', ' 1', String(MAX_RECORD_ID + 1), '99999999999', '1e3', undefined, 7])(
    'answers %p with the resource 404',
    (value) => {
      expect(() => recordIdOrNotFound(value, 'Plan not found')).toThrow(NotFoundError);
      expect(() => recordIdOrNotFound(value, 'Plan not found')).toThrow('Plan not found');
    },
  );

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
