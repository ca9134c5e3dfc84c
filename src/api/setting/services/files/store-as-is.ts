import fs from 'fs';
import type { Core } from '@strapi/strapi';

export type FileToStore = { filepath: string; size: number; name: string; mime: string; image: boolean };

/**
 * Stores the bytes exactly as they came, through the upload plugin: its configured provider (the
 * local folder, S3, …) receives them, and the media library lists the file. Not through
 * `upload.upload()`, which (with the library's default size optimisation) re-encodes every JPEG,
 * PNG and WebP — lossy for JPEG and WebP, a 181-byte PNG came out as 353 bytes — where a
 * site's logo is served as its designer made it.
 */
export const storeAsIs = async (strapi: Core.Strapi, file: FileToStore): Promise<{ url: string }> => {
  const plugin = strapi.plugin('upload');
  const entry = await plugin
    .service('upload')
    .formatFileInfo({ filename: file.name, type: file.mime, size: file.size });
  const source = { ...entry, filepath: file.filepath, getStream: () => fs.createReadStream(file.filepath) };
  const dimensions = file.image ? await plugin.service('image-manipulation').getDimensions(source) : {};
  await plugin.service('provider').checkFileSize(source);
  // The provider sets `url` (and a cloud provider its own fields) on what it is given.
  await plugin.service('provider').upload(source);
  const { getStream: _stream, filepath: _path, ...stored } = source;
  const { provider } = strapi.config.get('plugin::upload') as { provider: string };
  return strapi.db.query('plugin::upload.file').create({ data: { ...stored, ...dimensions, provider } });
};
