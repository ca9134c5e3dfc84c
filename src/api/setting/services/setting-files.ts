import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../plugins/contract/public';
import { isTypedSetting } from '../typed-settings';
import { sniffFile } from './files/sniff';
import { storeAsIs } from './files/store-as-is';

/** A file part as the contract's multipart parsing leaves it (formidable). */
export type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

const invalid = (message: string) => ValidationError.field('file', message);
const WRONG_TYPE = 'The file must be a file of type: jpg, jpeg, png, webp, gif, svg, pdf.';

const absolute = (url: string, baseUrl: string) =>
  /^https?:\/\//i.test(url) ? url : `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;

/**
 * A setting's file (a logo, a banner, a document): checked by its content, stored as it came
 * through the upload plugin's provider (the media library lists it), its absolute URL.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const images = () => strapi.plugin('upload').service('image-manipulation');

  /**
   * Magic bytes say what an image claims to be; the upload plugin's own decoder (the checks its
   * `upload()` runs) says whether it is one: a PNG signature over junk is no PNG.
   */
  const decodes = async (filepath: string) =>
    (await images().isImage({ filepath })) && !(await images().isFaultyImage({ filepath }));

  return {
    async store(key: string, file: UploadedFile): Promise<string> {
      if (isTypedSetting(key)) throw invalid(`The ${key} setting takes a value, not a file.`);
      const sniffed = await sniffFile(file.filepath);
      if (!sniffed) throw invalid(WRONG_TYPE);
      if ('refusedSvg' in sniffed)
        throw invalid(
          `The SVG file may hold only drawing elements and attributes, not ${sniffed.refusedSvg}.`,
        );
      if (sniffed.mime.startsWith('image/') && !(await decodes(file.filepath)))
        throw invalid('The file is not a valid image.');
      // The stored name and type are the content's, never the client's (a PNG sent as logo.jpeg is a .png).
      const name = `${key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100)}.${sniffed.ext}`;
      const stored = await storeAsIs(strapi, {
        filepath: file.filepath,
        size: file.size,
        name,
        mime: sniffed.mime,
        image: sniffed.mime.startsWith('image/'),
      });
      return absolute(stored.url, strapi.config.get('server.url') as string);
    },
  };
};
