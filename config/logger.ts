import type { Core } from '@strapi/strapi';
import { loggerConfig } from '../src/plugins/platform/public';

// JSON lines in production (NODE_ENV=production), Strapi's pretty lines otherwise; LOG_FORMAT decides.
export default ({ env }: Core.Config.Shared.ConfigParams) =>
  loggerConfig({
    format: env('LOG_FORMAT', ''),
    level: env('LOG_LEVEL', 'info'),
    production: env('NODE_ENV', 'development') === 'production',
  });
