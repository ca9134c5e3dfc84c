import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonBody, respond, ValidationError, validBody } from '../../../contract/public';
import { profileSchema } from '../validators';
import { accounts } from '../../accessor';

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
  return {
    async show(ctx: Context) {
      const user = await accounts(strapi).users.current(ctx.state.principal.id);
      respond(ctx, { user: await accounts(strapi).sessions.presentUser(user) });
    },

    async updateProfile(ctx: Context) {
      const file = uploadedImage(ctx);
      const body = jsonBody(ctx);
      // In multipart forms the file arrives in ctx.request.files, not in the fields.
      const input = validBody(ctx, profileSchema, file ? { ...body, profile_image: undefined } : body);
      const current = await accounts(strapi).users.current(ctx.state.principal.id);
      const { user, emailChanged } = await accounts(strapi).profiles.update(
        current,
        input,
        file,
        ctx.state.tokenClaims.jti,
      );
      respond(
        ctx,
        { user: await accounts(strapi).sessions.presentUser(user, { withSubscription: false }) },
        {
          message: emailChanged
            ? 'Profile updated successfully. A verification link was sent to your new email address.'
            : 'Profile updated successfully.',
        },
      );
    },
  };
};
