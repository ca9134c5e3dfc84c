import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FILE_UID } from '../read/media';
import { IMAGE_MIME_TYPES } from './image-types';

type DocumentContext = { uid: string; action: string; params: { data?: Record<string, unknown> } };
type Next = () => Promise<unknown>;
type MediaAttribute = { type: string; allowedTypes?: string[] };
type Image = { mime: string; width: number | null };

/** An image the catalog shows: one of the types, and decoded (the upload plugin measured it). */
const shows = (file: Image) => IMAGE_MIME_TYPES.includes(file.mime) && Number(file.width) > 0;

/** File ids in a media value as the Content Manager or a script sends it: an id, `{ id }`, or a list. */
const fileIds = (value: unknown): number[] => {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(fileIds);
  if (typeof value === 'object') return fileIds((value as { id?: unknown }).id);
  const id = Number(value);
  return Number.isInteger(id) ? [id] : [];
};

/**
 * The document service sets whatever file it is given on a media field: `allowedTypes` only
 * filters the panel's picker. Every write of a field that takes `images` is checked here: each
 * file set on it must be an image the catalog shows (a PDF report of the media library is refused,
 * and so is a file fetched "from URL" whose bytes only its name called an image).
 */
export const imagesOnlyOnImageFields =
  (strapi: Core.Strapi, uids: string[]) => async (ctx: DocumentContext, next: Next) => {
    const data = ctx.params.data;
    if (!uids.includes(ctx.uid) || !data || !['create', 'update', 'clone'].includes(ctx.action))
      return next();
    const model = strapi.getModel(ctx.uid as never) as unknown as {
      attributes: Record<string, MediaAttribute>;
    };
    const { attributes } = model;
    for (const [field, attribute] of Object.entries(attributes)) {
      if (attribute.type !== 'media' || !attribute.allowedTypes?.includes('images')) continue;
      const ids = fileIds(data[field]);
      if (ids.length === 0) continue;
      const files = (await strapi.db
        .query(FILE_UID as never)
        .findMany({ where: { id: { $in: ids } }, select: ['id', 'mime', 'width'] })) as Image[];
      if (files.length !== new Set(ids).size || !files.every(shows))
        throw new errors.ValidationError(`${field} takes an image (JPEG, PNG, WebP, GIF or AVIF).`, {
          errors: [{ path: [field], message: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image.' }],
        });
    }
    return next();
  };
