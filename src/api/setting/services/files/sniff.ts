import fs from 'fs/promises';
import { fromFile } from 'file-type';
import { inspectSvg } from './svg';

/** The types a setting's file may have, by the extension file-type names them with. */
const ACCEPTED: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export type Sniffed = { ext: string; mime: string } | 'scripted-svg' | null;

/**
 * What the file's bytes are, whatever its name or declared type: its magic bytes for the binary
 * formats, and for text (which has none; file-type may name an XML declaration `xml`) a parse as
 * an SVG document. Null when it is none of the accepted types.
 */
export const sniffFile = async (filepath: string): Promise<Sniffed> => {
  const detected = await fromFile(filepath);
  if (detected && Object.hasOwn(ACCEPTED, detected.ext))
    return { ext: detected.ext, mime: ACCEPTED[detected.ext] };
  if (detected && detected.ext !== 'xml') return null;
  const verdict = inspectSvg(await fs.readFile(filepath, 'utf8'));
  if (verdict === 'scripted') return 'scripted-svg';
  return verdict === 'svg' ? { ext: 'svg', mime: 'image/svg+xml' } : null;
};
