import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../contract/public';
import type { UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';

type ProfileInput = Record<string, unknown> & {
  email?: string;
  password?: string;
  profile_image?: string | null;
};
type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

const PLAIN_FIELDS = [
  'name',
  'phone',
  'bio',
  'country',
  'address',
  'preferred_currency',
  'emergency_contact',
  // An agency's public profile (PUT /agency/profile).
  'specialties',
  'location',
] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postal_code'] as const;

/**
 * PATCH/POST /profile: an e-mail change un-verifies and mails a new link; a password change revokes
 * the other tokens.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    async update(user: UserRecord, input: ProfileInput, file: UploadedFile | undefined, currentJti: string) {
      const data: Record<string, unknown> = {};
      for (const field of PLAIN_FIELDS) if (input[field] !== undefined) data[field] = input[field];
      if (typeof data.preferred_currency === 'string')
        data.preferred_currency = data.preferred_currency.toUpperCase();

      const flatAddress = ADDRESS_FIELDS.some((field) => input[field] !== undefined);
      if (input.address_details !== undefined || flatAddress) {
        const merged: Record<string, unknown> = {
          ...(user.address_details ?? {}),
          ...((input.address_details as Record<string, unknown> | null) ?? {}),
        };
        for (const field of ADDRESS_FIELDS) if (input[field] !== undefined) merged[field] = input[field];
        data.address_details = input.address_details === null && !flatAddress ? null : merged;
      }

      // Legacy rule: a phone number set through the profile belongs to one account.
      if (typeof data.phone === 'string' && data.phone !== user.phone) {
        const holder = await strapi.db
          .query('plugin::users-permissions.user')
          .findOne({ where: { phone: data.phone, id: { $ne: user.id } }, select: ['id'] });
        if (holder) throw ValidationError.field('phone', 'The phone has already been taken.');
      }

      const emailChanged = input.email !== undefined && input.email !== user.email;
      if (emailChanged) {
        await accounts(strapi).users.assertEmailFree(input.email!, user.id);
        data.email = input.email;
        data.email_verified_at = null;
      }
      if (input.password !== undefined) data.password = input.password;

      if (file) data.profile_image = await accounts(strapi).profileImage.store(file);
      else if (typeof input.profile_image === 'string' && input.profile_image.startsWith('data:'))
        data.profile_image = await accounts(strapi).profileImage.fromDataUri(input.profile_image);
      else if (input.profile_image === null) data.profile_image = null;

      const updated: UserRecord =
        Object.keys(data).length > 0 ? await accounts(strapi).users.update(user.id, data) : user;
      if (input.password !== undefined) await accounts(strapi).tokens.revokeAllFor(user.id, currentJti);
      if (emailChanged) await accounts(strapi).emailVerification.send(updated);
      return { user: updated, emailChanged };
    },
  };
};
