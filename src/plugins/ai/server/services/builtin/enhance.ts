/**
 * The builtin enhance: tidying, said plainly — whitespace collapsed, spaces before punctuation
 * removed and after it ensured, sentences capitalised, a final full stop. It does not rewrite.
 */
export const tidyText = (text: string): string => {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t]*\n[ \t]*/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim()
        // "spring .we" was meant as "spring. we": a mark typed after a space belongs to the word before.
        .replace(/\s+([,.;:!?])(?=[^\s\d])/g, '$1 ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([,;])(?=[^\s\d"')\]])/g, '$1 ')
        .replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase())
        .trim(),
    )
    .filter(Boolean)
    .map((paragraph) => (/[.!?…"')\]]$/.test(paragraph) ? paragraph : `${paragraph}.`));
  return paragraphs.join('\n\n');
};
