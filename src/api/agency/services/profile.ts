import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { accounts, type UserRecord } from '../../../plugins/accounts/public';

export type ProfileInput = {
  name?: string | null;
  phone?: string | null;
  bio?: string | null;
  specialties?: string[] | null;
  location?: string | null;
};

/** An agency's public profile: its account's name, phone and bio, and what it offers and where. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  of: (principal: Principal): Promise<UserRecord> => accounts(strapi).users.current(principal.id),

  /** Only the fields sent change; a phone another account holds is 422 (the profile's own rule). */
  async update(principal: Principal, input: ProfileInput, jti: string): Promise<UserRecord> {
    const current = await accounts(strapi).users.current(principal.id);
    const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const { user } = await accounts(strapi).profiles.update(current, fields, undefined, jti);
    return user;
  },
});
