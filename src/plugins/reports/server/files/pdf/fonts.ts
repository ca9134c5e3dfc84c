import path from 'path';

// DejaVu Sans covers Latin and Arabic (with the contextual forms fontkit shapes), so one font
// family serves English and Arabic names alike; it ships as an npm package, not a system font.
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;
