/**
 * Checks of the values an allowed SVG attribute or `<style>` may carry. The parser has already
 * decoded XML's character references; what a browser then ignores inside a URL or a CSS token
 * (whitespace, control and invisible characters, case) is removed before looking, so
 * `java&#x09;script:` or `Data :` is seen as what it would run as.
 */

// C0 controls and space, DEL and C1 controls, and the Unicode spaces and invisible formatting marks.
const IGNORED =
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;

const normalised = (value: string) => value.replace(IGNORED, '').toLowerCase();

/** A reference within the document: `#` and an XML name, nothing before or after. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
const FRAGMENT_URL = /url\((['"]?)#[a-z_][\w.:-]*\1\)/g;

const SCHEMES = /(?:javascript|vbscript|data):/;

/**
 * CSS functions that compute a colour, a length or a transform; none loads anything. `url()`
 * counts only as `url(#id)`; `image-set()`, `image()`, `cross-fade()`, `element()`, `src()`,
 * `expression()` and any other function are refused.
 */
const CSS_FUNCTIONS = new Set([
  '',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'rotate',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'blur',
  'drop-shadow',
  'brightness',
  'contrast',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'not',
  'is',
  'where',
  'nth-child',
  'nth-of-type',
]);

/** Why a value is refused, or null when it is harmless. */
type Problem = string | null;

/** A link may only point inside the document. */
export const checkHref = (value: string): Problem =>
  FRAGMENT.test(value) ? null : 'a reference that is not a #fragment';

/** Free text (an id, a class, a label): no script or data scheme, and no url() but `url(#id)`. */
export const checkText = (value: string): Problem => {
  const plain = normalised(value);
  if (SCHEMES.test(plain)) return 'a javascript:, vbscript: or data: URL';
  return plain.replace(FRAGMENT_URL, '').includes('url(') ? 'a url() that is not a #fragment' : null;
};

/**
 * A presentation value or a style sheet: as free text, and no at-rule (`@import`, `@font-face`),
 * no CSS escape (which could spell `url` unseen), no `<`, and only the functions above.
 * Comments are dropped first, so `ur/**\/l(` is judged as `url(`.
 */
export const checkCss = (value: string): Problem => {
  const text = checkText(value);
  if (text) return text;
  const css = normalised(value)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(FRAGMENT_URL, '');
  if (/[\\@<]/.test(css)) return 'an at-rule, escape or "<" in CSS';
  for (const [, name] of css.matchAll(/([a-z0-9_-]*)\(/g))
    if (!CSS_FUNCTIONS.has(name)) return `the CSS function ${name}()`;
  return null;
};
