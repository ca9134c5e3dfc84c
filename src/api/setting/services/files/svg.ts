import { SaxesParser, type SaxesAttributeNS } from 'saxes';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** What a text file is as an image: an SVG document, one that runs script, or not an SVG at all. */
export type SvgVerdict = 'svg' | 'scripted' | 'not-svg';

// An uploaded SVG is served from our own origin (the local provider): markup that runs script
// there would run with the site's origin, so it is refused rather than stored.
const runsScript = (attribute: SaxesAttributeNS) =>
  /^on/i.test(attribute.local) || /^\s*javascript:/i.test(attribute.value);

/**
 * Parses `text` as XML (a strict, well-formedness-checking parser: no recovery, no entity
 * expansion beyond XML's own): an SVG is a well-formed document whose root element is `svg`.
 */
export const inspectSvg = (text: string): SvgVerdict => {
  const parser = new SaxesParser({ xmlns: true });
  let root: string | null = null;
  let malformed = false;
  let scripted = false;
  // With a handler saxes reports every error and reads on; one is enough to refuse the file.
  parser.on('error', () => {
    malformed = true;
  });
  parser.on('opentag', (node) => {
    root ??= node.local === 'svg' && (node.uri === SVG_NAMESPACE || node.uri === '') ? 'svg' : 'other';
    if (node.local.toLowerCase() === 'script' || Object.values(node.attributes).some(runsScript))
      scripted = true;
  });
  parser.write(text.replace(/^\uFEFF/, '')).close();
  if (malformed || root !== 'svg') return 'not-svg';
  return scripted ? 'scripted' : 'svg';
};
