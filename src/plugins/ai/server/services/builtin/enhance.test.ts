import { tidyText } from './enhance';

describe('tidyText (the builtin enhance)', () => {
  it.each([
    ['  paris in spring   .we loved it ,really', 'Paris in spring. We loved it, really.'],
    ['first line\nsecond line', 'First line second line.'],
    ['one.\n\n\ntwo!', 'One.\n\nTwo!'],
    ['see example.com at 10:30, ok', 'See example.com at 10:30, ok.'],
    ['already fine.', 'Already fine.'],
    ['a,b;c', 'A, b; c.'],
  ])('%p → %p', (raw, tidy) => {
    expect(tidyText(raw)).toBe(tidy);
  });
});
