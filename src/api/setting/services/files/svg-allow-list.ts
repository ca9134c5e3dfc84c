/**
 * What an uploaded SVG may hold (CONTRACT §10): drawing elements and the attributes that describe
 * a drawing, nothing else. Names are matched exactly (XML is case-sensitive: `<SCRIPT>` or
 * `onLoad` is no drawing name either). Nothing here runs script, follows a link, animates, or
 * loads a resource: references are `#fragment`s only, checked by value (svg-values.ts).
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
];

/**
 * Shapes, text, paint servers, containers and filters without `feImage` (which loads an image).
 * `style` is allowed because design tools export classes in one (its CSS is checked like any
 * style value); `a`, `image`, `foreignObject`, `script`, the animation elements and `switch`
 * are not.
 */
export const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'filter',
  ...FILTER_PRIMITIVES,
]);

/** Attributes whose value is free text (names, labels): checked for schemes and url() only. */
export const TEXT_ATTRIBUTES = new Set([
  'id',
  'class',
  'data-name',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'lang',
  'version',
  'baseProfile',
  'in',
  'in2',
  'result',
]);

const GEOMETRY = 'x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points width height pathLength transform';
const VIEWPORT = 'viewBox preserveAspectRatio overflow enable-background focusable';
const PAINT_SERVERS =
  'gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits ' +
  'patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight ' +
  'refX refY orient';
const PRESENTATION =
  'fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin ' +
  'stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility ' +
  'clip-path clip-rule mask filter marker-start marker-mid marker-end paint-order vector-effect ' +
  'shape-rendering text-rendering color-interpolation color-interpolation-filters ' +
  'transform-origin stop-color stop-opacity flood-color flood-opacity lighting-color style';
const TEXT =
  'dx dy rotate textLength lengthAdjust startOffset method spacing side text-anchor font-family ' +
  'font-size font-weight font-style font-variant font-stretch letter-spacing word-spacing ' +
  'text-decoration dominant-baseline alignment-baseline baseline-shift writing-mode direction ' +
  'unicode-bidi';
const FILTERS =
  'filterUnits primitiveUnits stdDeviation mode type values operator k1 k2 k3 k4 radius ' +
  'tableValues slope intercept amplitude exponent edgeMode media';

/** Attributes in no namespace, other than `href` (a `#fragment` only, as `xlink:href`). */
export const ATTRIBUTES = new Set([
  ...TEXT_ATTRIBUTES,
  ...[GEOMETRY, VIEWPORT, PAINT_SERVERS, PRESENTATION, TEXT, FILTERS].join(' ').split(' '),
]);

/** `xml:space` and `xml:lang` only: `xml:base` would rebase every reference. */
export const XML_ATTRIBUTES = new Set(['space', 'lang']);
