import type { Core } from '@strapi/strapi';

/** A bench account written straight to the table (nobody signs in with a password). */
export const benchAccount = async (strapi: Core.Strapi, role: string, email: string) => {
  const roleRow = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } });
  return strapi.db.query('plugin::users-permissions.user').create({
    data: {
      username: email,
      email,
      provider: 'local',
      password: 'unused',
      confirmed: true,
      email_verified_at: new Date(),
      role: roleRow.id,
    },
  });
};
