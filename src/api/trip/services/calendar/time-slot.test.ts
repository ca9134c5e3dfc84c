import { parseTimeSlot } from './time-slot';

const at = (h: number, m = 0) => h * 60 + m;

describe('parseTimeSlot (clock times in a free-text time slot)', () => {
  it.each([
    ['09:30', at(9, 30), null],
    ['9:30', at(9, 30), null],
    ['00:00', at(0), null],
    ['23:59', at(23, 59), null],
    ['14h30', at(14, 30), null],
    ['9.15', at(9, 15), null],
    ['10:00 AM', at(10), null],
    ['10:00 pm', at(22), null],
    ['7pm', at(19), null],
    ['12 am', at(0), null],
    ['12 PM', at(12), null],
    ['12:30 a.m.', at(0, 30), null],
    ['noon', at(12), null],
    ['09:00-11:30', at(9), at(11, 30)],
    ['09:00 - 11:30', at(9), at(11, 30)],
    ['9:00 AM – 11:30 AM', at(9), at(11, 30)],
    ['10:00 AM to 1:00 PM', at(10), at(13)],
    ['9 – 11 am', at(9), at(11)],
    ['1 - 3 pm', at(13), at(15)],
    ['1:00 - 3:00 PM', at(13), at(15)],
    ['11 - 1 pm', at(11), at(13)],
    ['22:00-01:00', at(22), at(1)],
    ['14:00 - 4 pm', at(14), at(16)],
  ])('reads %p', (slot, startMinutes, endMinutes) => {
    expect(parseTimeSlot(slot)).toEqual({ startMinutes, endMinutes });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'morning',
    'Afternoon',
    'after lunch',
    '3',
    '24:00',
    '9:60',
    '13 pm',
    '0 am',
    '9:00-',
    '-9:00',
    '9:00-10:00-11:00',
    '9:00 and 10:00',
    'at 9:00',
  ])('finds no clock time in %p', (slot) => {
    expect(parseTimeSlot(slot)).toBeNull();
  });
});
