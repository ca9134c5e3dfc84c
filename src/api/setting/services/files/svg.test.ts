import { inspectSvg } from './svg';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
/** An SVG whose root holds `inner`. */
const svg = (inner: string, rootAttributes = '') => `<svg ${NS} ${XLINK}${rootAttributes}>${inner}</svg>`;

/** A logo as design tools export it: declaration, DOCTYPE, gradients, a class sheet, reuse by #id. */
const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: a drawing tool -->
<svg ${NS} ${XLINK} viewBox="0 0 120 40" width="120" height="40" role="img" aria-labelledby="t">
  <title id="t">Travel Planner</title>
  <desc>Wordmark: data: java script: are only words here</desc>
  <defs>
    <style type="text/css"><![CDATA[ .cls-1 { fill: url(#sky); } .cls-2:not(.x) { fill: rgb(12, 34, 56) } ]]></style>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#0af"/><stop offset="1" stop-color="#05a" stop-opacity=".8"/>
    </linearGradient>
    <radialGradient id="sun" href="#sky" cx=".5" cy=".5" r=".5"/>
    <clipPath id="clip"><rect width="120" height="40" rx="6"/></clipPath>
    <filter id="shadow"><feGaussianBlur in="SourceAlpha" stdDeviation="1"/><feOffset dx="1" dy="1"/></filter>
    <symbol id="pin" viewBox="0 0 10 10"><path d="M5 0C2 0 0 2 0 5c0 4 5 5 5 5s5-1 5-5C10 2 8 0 5 0z"/></symbol>
  </defs>
  <g clip-path="url(#clip)" transform="translate(2, 2) rotate(0)" data-name="Layer 1">
    <rect class="cls-1" width="116" height="36" style="stroke: #fff; stroke-width: 2"/>
    <circle cx="20" cy="18" r="8" fill="url('#sun')" filter="url(#shadow)"/>
    <use xlink:href="#pin" x="40" y="10" width="10" height="10"/>
    <use href="#pin" x="55" y="10" width="10" height="10"/>
    <text x="70" y="24" font-family="'Open Sans', Arial" font-size="12" xml:space="preserve">Go<tspan dx="2">!</tspan></text>
  </g>
</svg>
`;

/** Entities declared by the document: never expanded (saxes knows none but XML's own). */
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">
<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${NS}><text>&c;</text></svg>`;

describe('inspectSvg', () => {
  it('passes a clean logo (gradients, a class sheet, use by #fragment, a title)', () => {
    expect(inspectSvg(LOGO)).toBe('svg');
    expect(inspectSvg(svg('<rect width="8" height="8" fill="#c00"/>'))).toBe('svg');
  });

  it.each([
    ['no svg root', '<?xml version="1.0"?><html><svg/></html>'],
    ['malformed markup', `<svg ${NS}><rect></svg>`],
    ['an uppercase root', '<SVG xmlns="http://www.w3.org/2000/svg"/>'],
    ['an entity the document declares (billion laughs)', LAUGHS],
    ['an unbound prefix', svg('<x:script/>')],
  ])('is not an SVG at all: %s', (_, text) => expect(inspectSvg(text)).toBe('not-svg'));

  it.each([
    ['script', svg('<script>alert(1)</script>'), 'the element script'],
    ['an uppercase SCRIPT', svg('<SCRIPT>alert(1)</SCRIPT>'), 'the element SCRIPT'],
    [
      'svg:script',
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      'svg:script',
    ],
    ['an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">1</h:script>'), 'h:script'],
    ['onload', svg('', ' onload="alert(1)"'), 'the attribute onload on svg'],
    ['onLoad', svg('<rect onLoad="alert(1)"/>'), 'the attribute onLoad'],
    [
      'a prefixed handler',
      svg('<rect svg:onclick="x" xmlns:svg="http://www.w3.org/2000/svg"/>'),
      'svg:onclick',
    ],
    [
      'foreignObject',
      svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject>'),
      'foreignObject',
    ],
    ['iframe', svg('<iframe src="https://example.com"/>'), 'the element iframe'],
    ['embed', svg('<embed src="x.swf"/>'), 'the element embed'],
    ['object', svg('<object data="x"/>'), 'the element object'],
    ['image', svg('<image href="https://example.com/a.png"/>'), 'the element image'],
    ['a link', svg('<a href="#x"><rect/></a>'), 'the element a'],
    [
      'animate',
      svg('<rect><animate attributeName="x" values="0;1" dur="1s"/></rect>'),
      'the element animate',
    ],
    ['set', svg('<g><set attributeName="fill" to="red"/></g>'), 'the element set'],
    [
      'animateTransform',
      svg('<g><animateTransform attributeName="transform" type="rotate"/></g>'),
      'animateTransform',
    ],
    ['feImage', svg('<filter><feImage href="https://example.com/a.png"/></filter>'), 'the element feImage'],
    [
      'use of a data: URL',
      svg('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
      'not a #fragment',
    ],
    ['use of another document', svg('<use xlink:href="https://example.com/s.svg#a"/>'), 'not a #fragment'],
    ['a tab inside javascript:', svg('<use href="java&#x09;script:alert(1)"/>'), 'not a #fragment'],
    ['javascript: in a class', svg('<rect class="java&#x09;script:alert(1)"/>'), 'javascript:'],
    ['DATA: in a fill', svg('<rect fill="url(DATA:image/png,x)"/>'), 'data:'],
    ['an external url() in fill', svg('<rect fill="url(https://example.com/p#a)"/>'), 'url()'],
    ['xml:base', svg('<g xml:base="https://example.com/"/>'), 'xml:base'],
    ['xlink:actuate', svg('<use href="#a" xlink:actuate="onLoad"/>'), 'xlink:actuate'],
    ['a foreign-namespace attribute', svg('<g i:x="1" xmlns:i="urn:x"/>'), 'i:x'],
    [
      'an xml-stylesheet instruction',
      `<?xml-stylesheet href="https://example.com/a.css"?>${svg('')}`,
      'xml-stylesheet',
    ],
    ['a processing instruction inside', svg('<?php echo 1; ?>'), 'the processing instruction php'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`, 'DOCTYPE'],
    [
      'a DOCTYPE naming another DTD',
      `<!DOCTYPE svg SYSTEM "https://example.com/x.dtd">${svg('')}`,
      'DOCTYPE',
    ],
    [
      'another encoding',
      `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('')}`,
      'the encoding ISO-2022-JP',
    ],
    ['@import in a style sheet', svg('<style>@import "https://example.com/a.css";</style>'), 'at-rule'],
    [
      'url(javascript:) in a style sheet',
      svg('<style>rect{fill:url(javascript:alert(1))}</style>'),
      'javascript:',
    ],
    ['a CSS escape', svg('<style>rect{fill:u\\72l(https://example.com/a)}</style>'), 'escape'],
    [
      'url() split by a comment',
      svg('<style>rect{fill:ur<!-- x -->l(https://example.com/a)}</style>'),
      'url()',
    ],
    [
      'image-set() in a mask',
      svg('<rect mask="image-set(&quot;https://example.com/a.png&quot; 1x)"/>'),
      'image-set()',
    ],
    ['expression() in a style', svg('<rect style="width: expression(alert(1))"/>'), 'expression()'],
    ['markup inside a style sheet', svg('<style>a{}<rect/></style>'), 'inside a style sheet'],
    ['an unknown attribute', svg('<rect formaction="x"/>'), 'the attribute formaction'],
  ])('refuses %s', (_, text, reason) => {
    const verdict = inspectSvg(text);
    expect(verdict).toEqual({ refused: expect.stringContaining(reason) });
  });
});
