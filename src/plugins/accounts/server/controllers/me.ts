import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody } from '../../../contract/server/http/body';
import { respond } from '../../../contract/server/http/envelope';
import { validate } from '../../../contract/server/http/validate';
import { ValidationError } from '../../../contract/server/errors';
import { profileSchema } from '../validators/accounts';

type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

const uploadedImage = (ctx: Context): UploadedFile | undefined => {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files;
  const file = files?.profile_image;
  if (Array.isArray(file))
    throw ValidationError.field('profile_image', 'Only one profile image may be uploaded.');
  return file;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: string) => strapi.plugin('accounts').service(name);

  return {
    async show(ctx: Context) {
      const user = await service('users').findById(ctx.state.principal.id);
      respond(ctx, { user: await service('sessions').presentUser(user) });
    },

    async updateProfile(ctx: Context) {
      const file = uploadedImage(ctx);
      const body = jsonBody(ctx);
      // In multipart forms the file arrives in ctx.request.files, not in the fields.
      const input = validate(profileSchema, file ? { ...body, profile_image: undefined } : body);
      const current = await service('users').findById(ctx.state.principal.id);
      const { user, emailChanged } = await service('profiles').update(
        current,
        input,
        file,
        ctx.state.tokenClaims.jti,
      );
      respond(
        ctx,
        { user: await service('sessions').presentUser(user, { withSubscription: false }) },
        {
          message: emailChanged
            ? 'Profile updated successfully. A verification link was sent to your new email address.'
            : 'Profile updated successfully.',
        },
      );
    },
  };
};
