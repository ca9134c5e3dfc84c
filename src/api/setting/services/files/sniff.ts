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

/** The type the bytes have, an SVG refused for what it holds (with the reason), or null. */
export type Sniffed = { ext: string; mime: string } | { refusedSvg: string } | null;

// Bytes that are not UTF-8 are not read as text at all: a browser could decode them otherwise.
const utf8 = new TextDecoder('utf-8', { fatal: true });

const asText = (bytes: Buffer): string | null => {
  try {
    return utf8.decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
};

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
  const text = asText(await fs.readFile(filepath));
  const verdict = text === null ? 'not-svg' : inspectSvg(text);
  if (verdict === 'not-svg') return null;
  return verdict === 'svg' ? { ext: 'svg', mime: 'image/svg+xml' } : { refusedSvg: verdict.refused };
};
