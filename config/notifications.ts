import type { Core } from '@strapi/strapi';

/** Notifications: the admins' shared inbox is mailed as a digest, at most one mail per admin per window. */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  staffDigestSeconds: env.int('NOTIFY_STAFF_DIGEST_SECONDS', 300),
});
