import { isRightToLeft, visualRuns } from './bidi';

describe('the runs of a line in drawing order', () => {
  it('keeps a left-to-right line in order, an Arabic name one run', () => {
    expect(visualRuns('Cairo القاهرة 2026')).toEqual(['Cairo ', 'القاهرة', ' 2026']);
    expect(visualRuns('Top: عمر الفاروق')).toEqual(['Top: ', 'الفاروق', ' ', 'عمر']);
  });

  it('draws a right-to-left line from its last run to its first, Arabic words last first', () => {
    expect(isRightToLeft('رحلة الصعيد 2')).toBe(true);
    expect(visualRuns('رحلة الصعيد 2')).toEqual([' 2', 'الصعيد', ' ', 'رحلة']);
    expect(visualRuns('عمر (Omar)')).toEqual([' (Omar)', 'عمر']);
  });

  it('leaves a line without letters as it is', () => {
    expect(isRightToLeft('12 – 34')).toBe(false);
    expect(visualRuns('12 – 34')).toEqual(['12 – 34']);
  });
});
