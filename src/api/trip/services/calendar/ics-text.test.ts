import { contentLines, escapeText, foldLine, icsDate, icsFloating, icsUtc } from './ics-text';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('RFC 5545 text', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['line one\nline two\r\nthree\rfour', 'line one\\nline two\\nthree\\nfour'],
    ['plain: colon stays', 'plain: colon stays'],
  ])('escapes %p', (raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
  });

  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    const exact = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    const longer = `${exact}y`;
    expect(foldLine(longer)).toBe(`${exact}\r\n y`);
  });

  it('keeps every physical line within 75 octets and never splits a UTF-8 character', () => {
    const line = `SUMMARY:${'مرحبا بكم في القاهرة 🏛️ café — '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // A split character would not survive a round trip through UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('ends every line, the last one too, with CRLF', () => {
    const text = contentLines(['BEGIN:VCALENDAR', `X-LONG:${'z'.repeat(200)}`, 'END:VCALENDAR']);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      `X-LONG:${'z'.repeat(200)}`,
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes dates, UTC times and floating times', () => {
    const moment = new Date('2026-03-07T04:05:06.789Z');
    expect(icsDate(moment)).toBe('20260307');
    expect(icsUtc(moment)).toBe('20260307T040506Z');
    expect(icsFloating(moment)).toBe('20260307T040506');
  });
});
