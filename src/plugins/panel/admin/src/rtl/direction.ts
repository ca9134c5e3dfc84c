/**
 * Right-to-left editing of a right-to-left locale, applied to the Content Manager's DOM: its form
 * fields and list cells carry no `dir` of their own, so Arabic was laid out left to right. What is
 * set here is marked, so that leaving the locale (or the page) puts the fields back as they were.
 */
const MARK = 'data-panel-dir';
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export const isRtlLocale = (locale: unknown) =>
  typeof locale === 'string' && RTL_LANGUAGES.has(locale.split('-')[0].toLowerCase());

const setDir = (element: Element, dir: 'rtl' | 'auto') => {
  if (element.getAttribute('dir') === dir) return;
  element.setAttribute('dir', dir);
  element.setAttribute(MARK, dir);
};

export const clearDirections = (root: ParentNode) => {
  for (const element of root.querySelectorAll(`[${MARK}]`)) {
    element.removeAttribute('dir');
    element.removeAttribute(MARK);
  }
};

/** The edit form: the locale's own text fields read right to left; shared fields keep their direction. */
export const applyEditDirections = (root: ParentNode, textFields: readonly string[], richText: boolean) => {
  for (const name of textFields) {
    for (const element of root.querySelectorAll(
      `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
    ))
      setDir(element, 'rtl');
  }
  // Rich text editors (blocks, Markdown) name no field in the DOM: any of them edits localized text.
  if (richText)
    for (const element of root.querySelectorAll('[contenteditable="true"], .CodeMirror'))
      setDir(element, 'rtl');
};

/** The list: each cell takes the direction of its own text (Arabic right to left, numbers and Latin left to right). */
export const applyListDirections = (root: ParentNode) => {
  for (const cell of root.querySelectorAll('tbody td')) setDir(cell, 'auto');
};
