import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import {
  ATTRIBUTES,
  ELEMENTS,
  SVG_NAMESPACE,
  TEXT_ATTRIBUTES,
  XLINK_NAMESPACE,
  XML_ATTRIBUTES,
  XML_NAMESPACE,
  XMLNS_NAMESPACE,
} from './svg-allow-list';
import { checkCss, checkHref, checkText } from './svg-values';

/**
 * What a text file is as an image: an SVG of drawing only, an SVG holding something else (with
 * the first such thing, for the message), or not an SVG at all.
 */
export type SvgVerdict = 'svg' | 'not-svg' | { refused: string };

// Only the W3C's own SVG DTDs may be named, and no internal subset: entities are declared there.
const DOCTYPE = /^\s*svg(?:\s+PUBLIC\s+"[^"[\]]*"\s+"https?:\/\/www\.w3\.org\/Graphics\/SVG\/[^"[\]]*")?\s*$/;
// Another encoding (ISO-2022-JP, UTF-16, …) would make a browser read other markup from the bytes.
const ENCODING = /^(?:utf-8|us-ascii)$/i;

const attributeProblem = (element: string, attribute: SaxesAttributeNS): string | null => {
  const { uri, local, value, name } = attribute;
  const where = `the attribute ${name} on ${element}`;
  if (uri === XMLNS_NAMESPACE) return checkText(value) && `${where}: ${checkText(value)}`;
  if ((uri === '' || uri === XLINK_NAMESPACE) && local === 'href')
    return checkHref(value) && `${where}: ${checkHref(value)}`;
  const allowed = uri === '' ? ATTRIBUTES.has(local) : uri === XML_NAMESPACE && XML_ATTRIBUTES.has(local);
  if (!allowed) return where;
  const problem = TEXT_ATTRIBUTES.has(local) || uri === XML_NAMESPACE ? checkText(value) : checkCss(value);
  return problem && `${where}: ${problem}`;
};

const elementProblem = (node: SaxesTagNS): string | null => {
  if ((node.uri !== SVG_NAMESPACE && node.uri !== '') || !ELEMENTS.has(node.local))
    return `the element ${node.name}`;
  for (const attribute of Object.values(node.attributes)) {
    const problem = attributeProblem(node.name, attribute);
    if (problem) return problem;
  }
  return null;
};

/**
 * Parses `text` as XML (a strict, well-formedness-checking parser: no recovery, and no entity but
 * XML's own) and walks every node against the allow-list (CONTRACT §10). An SVG is a well-formed
 * document whose root element is `svg`; it passes only when everything in it is on the list.
 */
export const inspectSvg = (text: string): SvgVerdict => {
  const parser = new SaxesParser({ xmlns: true });
  let root: string | null = null;
  let malformed = false;
  let refused: string | null = null;
  const refuse = (problem: string | null) => {
    refused ??= problem;
  };
  // The text of a `<style>`, gathered across CDATA sections and comments (a browser joins them).
  let css: string | null = null;
  // With a handler saxes reports every error and reads on; one is enough to refuse the file.
  parser.on('error', () => {
    malformed = true;
  });
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !ENCODING.test(encoding)) refuse(`the encoding ${encoding}`);
  });
  parser.on('doctype', (doctype) => {
    if (!DOCTYPE.test(doctype)) refuse('a DOCTYPE other than the W3C SVG one, or with declarations');
  });
  parser.on('processinginstruction', ({ target }) => refuse(`the processing instruction ${target}`));
  parser.on('opentag', (node) => {
    root ??= node.local === 'svg' && (node.uri === SVG_NAMESPACE || node.uri === '') ? 'svg' : 'other';
    // A style sheet's CSS is its text only; markup inside it has no place in a drawing.
    if (css !== null) refuse(`the element ${node.name} inside a style sheet`);
    refuse(elementProblem(node));
    if (node.local === 'style') css = '';
  });
  // A style sheet's text is CSS; the text of `text`, `title` or `desc` is only ever shown.
  const gather = (chunk: string) => {
    if (css !== null) css += chunk;
  };
  parser.on('text', gather);
  parser.on('cdata', gather);
  parser.on('closetag', (node) => {
    if (node.local !== 'style' || css === null) return;
    const problem = checkCss(css);
    refuse(problem && `the style sheet: ${problem}`);
    css = null;
  });
  parser.write(text.replace(/^\uFEFF/, '')).close();
  if (malformed || root !== 'svg') return 'not-svg';
  return refused === null ? 'svg' : { refused };
};
