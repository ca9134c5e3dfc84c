// Arabic letters, Arabic supplement and extended, and the presentation forms.
const ARABIC_LETTERS = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
const ARABIC = new RegExp(`[${ARABIC_LETTERS}]`);
// Arabic words and the spaces between them: one run, shaped and laid out right to left together.
const ARABIC_RUN = new RegExp(`[${ARABIC_LETTERS}]+(?:\\s+[${ARABIC_LETTERS}]+)*`, 'g');
const LATIN_OR_DIGIT = /[A-Za-z0-9\u00C0-\u024F]/;

/** Whether a paragraph reads right to left: its first strong letter is Arabic. */
export const isRightToLeft = (text: string) => {
  for (const char of text) {
    if (ARABIC.test(char)) return true;
    if (LATIN_OR_DIGIT.test(char)) return false;
  }
  return false;
};

/**
 * The runs of a line in the order they are drawn, left to right. pdfkit shapes one string with one
 * script and direction (fontkit lays an Arabic word out right to left, joined), so a mixed line is
 * cut into Arabic runs and the rest; a right-to-left line draws its runs in reverse order. An
 * Arabic run is drawn word by word, last word first, because pdfkit drops the spaces inside a
 * right-to-left string. This is the part of the Unicode bidirectional algorithm that names in a
 * report need (no embeddings).
 */
export const visualRuns = (text: string): string[] => {
  const runs: string[][] = [];
  let last = 0;
  for (const match of text.matchAll(ARABIC_RUN)) {
    if (match.index > last) runs.push([text.slice(last, match.index)]);
    runs.push(
      match[0]
        .split(/(\s+)/)
        .filter((part) => part !== '')
        .reverse(),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push([text.slice(last)]);
  return (isRightToLeft(text) ? runs.reverse() : runs).flat();
};
