import type { Context } from 'koa';
import { AppError } from '../errors';

/**
 * The admin panel's routes live outside /api, where the contract's envelope does not reach: the
 * expected failures of a plugin's services (our typed errors) answer in the panel's error shape
 * (`{error: {status, name, message, details}}`); anything else is left to Strapi's error handler.
 */
export const panelAction =
  (action: (ctx: Context) => Promise<void>) =>
  async (ctx: Context): Promise<void> => {
    try {
      await action(ctx);
    } catch (error) {
      if (!(error instanceof AppError) || !error.isPublic) throw error;
      ctx.status = error.status;
      ctx.body = {
        data: null,
        error: { status: error.status, name: error.type, message: error.message, details: error.extras },
      };
    }
  };
