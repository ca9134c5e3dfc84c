import { isRightToLeft, visualRuns } from './bidi';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'auto';

/** The text cut to `width` with an ellipsis, measured in the current font and size. */
const fitted = (doc: Doc, text: string, width: number) => {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept.length > 1 && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
};

/**
 * One line of text in a box `width` wide, drawn run by run so that Arabic is shaped and reads
 * right to left. `auto` aligns a right-to-left line to the right, any other to the left.
 */
export const drawLine = (doc: Doc, text: string, x: number, y: number, width: number, align: Align) => {
  const shown = fitted(doc, text, width);
  const runs = visualRuns(shown);
  const widths = runs.map((run) => doc.widthOfString(run));
  const total = widths.reduce((sum, next) => sum + next, 0);
  const right = align === 'right' || (align === 'auto' && isRightToLeft(shown));
  let cursor = right ? x + width - total : x;
  runs.forEach((run, index) => {
    doc.text(run, cursor, y, { lineBreak: false });
    cursor += widths[index];
  });
};
