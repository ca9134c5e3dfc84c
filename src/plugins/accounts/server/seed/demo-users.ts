import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { accounts } from '../../accessor';

export const DEMO_USERS = [
  { email: 'superadmin@example.com', name: 'Super Admin', role: 'super_admin' },
  { email: 'admin@example.com', name: 'Admin', role: 'admin' },
  { email: 'agency@example.com', name: 'Demo Agency', role: 'agency' },
  { email: 'customer@example.com', name: 'Demo Customer', role: 'user' },
];

/** The seed password: SEED_PASSWORD, else one generated for this run (printed when it is used). */
export const seedPassword = (() => {
  let generated: string | null = null;
  return () => {
    if (process.env.SEED_PASSWORD) return { password: process.env.SEED_PASSWORD, generated: false };
    // Upper case, lower case and a digit: the admin panel's password rules accept it too.
    generated ??= `Tp7${randomBytes(12).toString('base64url')}`;
    return { password: generated, generated: true };
  };
})();

/** The verified demo accounts of CONTRACT §11; an existing account is never changed. */
export const seedDemoUsers = async (strapi: Core.Strapi) => {
  const users = accounts(strapi).users;
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await users.findByEmail(demo.email)) continue;
    await users.create({ ...demo, password: seedPassword().password, verified: true });
    created.push(demo.email);
  }
  const { password, generated } = seedPassword();
  if (created.length > 0 && generated) {
    // Printed once: only the hash is kept.
    strapi.log.warn(
      `Demo accounts created (${created.join(', ')}) with the generated password: ${password}  (set SEED_PASSWORD to choose it)`,
    );
  }
};
