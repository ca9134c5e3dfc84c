import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** The media library's routes that take file bytes (upload, the dialog's multiplexer, replace). */
const TAKING_FILES = ['admin-upload.upload', 'admin-upload.uploadFile', 'admin-upload.replaceFile'];

type FilePart = { filepath: string };
type ImageService = {
  isImage(file: FilePart): Promise<boolean>;
  isFaultyImage(file: FilePart): Promise<boolean>;
};
type PluginRoutes = { admin: { routes: Array<{ handler: string; config?: { middlewares?: unknown[] } }> } };

const partsOf = (files: unknown): FilePart[] =>
  Object.values((files ?? {}) as Record<string, FilePart | FilePart[]>).flat();

/**
 * The upload security allow list (config/plugins.ts) judges a file by its detected type, but a
 * file whose bytes no detector knows is judged by its name: text called `photo.png` would be
 * stored as an image. Each file sent to the media library must decode as one, before anything
 * is stored.
 */
export const imagesOnlyInMediaLibrary = (strapi: Core.Strapi) => {
  const images = () => strapi.plugin('upload').service('image-manipulation') as ImageService;
  const check = async (ctx: Context, next: Next) => {
    for (const part of partsOf((ctx.request as { files?: unknown }).files)) {
      if (!(await images().isImage(part)) || (await images().isFaultyImage(part)))
        throw new errors.ValidationError('The file must be a JPEG, PNG, WebP, GIF or AVIF image.');
    }
    return next();
  };
  const routes = (strapi.plugin('upload').routes as unknown as PluginRoutes).admin.routes;
  for (const route of routes.filter((r) => TAKING_FILES.includes(r.handler)))
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), check] };
};
