/**
 * RFC 5545 text rules: TEXT values escaped (§3.3.11), content lines folded at 75 octets
 * (§3.1) without splitting a UTF-8 character, lines ended by CRLF.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const MAX_OCTETS = 75;

/** One content line folded into physical lines of at most 75 octets; continuation lines start with a space. */
export const foldLine = (line: string): string => {
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The continuation's leading space counts towards its 75 octets.
    const limit = physical.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      physical.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  physical.push(current);
  return physical.join('\r\n ');
};

/** `NAME;PARAMS:value` lines, folded, CRLF-terminated: the whole file's text. */
export const contentLines = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `20261124` — a DATE value. */
export const icsDate = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;

/** `20261124T153000Z` — a DATE-TIME in UTC. */
export const icsUtc = (date: Date) =>
  `${icsDate(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/**
 * `20261124T093000` — a "floating" DATE-TIME: the wall-clock time wherever the traveller is, which is
 * what an itinerary's "09:30" means (we do not know the destination's time zone). The Date's UTC
 * fields carry the wall-clock value.
 */
export const icsFloating = (date: Date) => icsUtc(date).slice(0, -1);
