import { checkCss, checkHref, checkText } from './svg-values';

describe('SVG value checks', () => {
  it.each(['#a', '#logo-mark_2', '#a.b:c'])('a #fragment reference passes: %s', (href) =>
    expect(checkHref(href)).toBeNull(),
  );
  it.each(['#', ' #a', '#a ', 'a.svg#a', '//example.com/#a', 'javascript:alert(1)', '#a\u0000'])(
    'any other reference is refused: %j',
    (href) => expect(checkHref(href)).toMatch(/#fragment/),
  );

  it.each([
    "url( '#a' )",
    'URL(#A)',
    'rgb(1 2 3) drop-shadow(0 0 1px red)',
    '.a:not(.b){fill:#fff}',
    'translate(1,2) rotate(3)',
    "'Open Sans', Arial",
  ])('harmless CSS passes: %s', (css) => expect(checkCss(css)).toBeNull());
  it.each([
    ['java\u0000script:x', 'javascript:'],
    ['JAVA\u00adSCRIPT:x', 'javascript:'],
    ['d a t a :x', 'data:'],
    ['url(#a#b)', 'url()'],
    ['url("#a\')', 'url()'],
    ['u/**/rl(https://example.com)', 'url()'],
    ['@font-face{}', 'at-rule'],
    ['-webkit-image-set(x 1x)', '-webkit-image-set()'],
    ['paint(x)', 'paint()'],
  ])('CSS %j is refused', (css, reason) => expect(checkCss(css)).toContain(reason));

  it('free text may hold parentheses and @, not a script scheme', () => {
    expect(checkText('Logo (final) @ 2x')).toBeNull();
    expect(checkText('vbscript:x')).toContain('vbscript:');
  });
});
