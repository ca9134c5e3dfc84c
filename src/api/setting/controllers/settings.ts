import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody, ValidationError } from '../../../plugins/contract/public';
import { presentSetting, presentSettingsMap } from '../presenters/settings';
import type { UploadedFile } from '../services/setting-files';
import { assertTypedValue, patchSettingSchema, putSettingsSchema, validSettingKey } from '../validators';
import { settings } from '../accessor';

/** The multipart `file` part, when one was sent (the route parses that field only). */
const uploadedFile = (ctx: Context): UploadedFile | undefined => {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  if (Array.isArray(files?.file)) throw ValidationError.field('file', 'Only one file may be uploaded.');
  return files?.file;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => settings(strapi);
  const currentMap = async () => presentSettingsMap(await service().store.all());
  return {
    async index(ctx: Context) {
      respond(ctx, await currentMap(), { message: 'Settings retrieved successfully.' });
    },

    async update(ctx: Context) {
      const { settings: entries } = validBody(ctx, putSettingsSchema);
      await service().store.write(entries);
      respond(ctx, await currentMap(), { message: 'Settings updated successfully.' });
    },

    /** A value, or a file whose URL becomes the value; a file wins when both are sent (legacy). */
    async updateOne(ctx: Context) {
      const key = validSettingKey(ctx.params.key);
      const file = uploadedFile(ctx);
      let value: string | null;
      if (file) value = await service().files.store(key, file);
      else {
        value = validBody(ctx, patchSettingSchema).value;
        assertTypedValue(key, value);
      }
      await service().store.write([{ key, value }]);
      respond(ctx, presentSetting(key, value), { message: `Setting '${key}' updated.` });
    },
  };
};
