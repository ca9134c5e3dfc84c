import type { Trashable } from '../../../soft-delete/public';
import type { SubscriptionView } from './free-plan';

export type UserRecord = {
  id: number;
  email: string;
  name?: string | null;
  phone?: string | null;
  bio?: string | null;
  specialties?: unknown;
  location?: string | null;
  country?: string | null;
  address?: string | null;
  address_details?: Record<string, unknown> | null;
  preferred_currency?: string | null;
  emergency_contact?: string | null;
  profile_image?: { url?: string } | null;
  avatar?: string | null;
  email_verified_at?: string | Date | null;
  is_active?: boolean | null;
  blocked?: boolean | null;
  createdAt?: string | Date;
  updatedAt?: string | Date;
  role?: { type?: string } | null;
} & Partial<Trashable>;

const ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'country', 'postal_code'] as const;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

const absolute = (url: string | null | undefined, baseUrl: string) => {
  if (!url) return null;
  return /^https?:\/\//.test(url)
    ? url
    : `${baseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
};

export const rolesOf = (user: UserRecord): string[] => (user.role?.type ? [user.role.type] : []);

const addressDetails = (details: UserRecord['address_details']) => {
  if (!details || typeof details !== 'object') return null;
  return Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, typeof details[key] === 'string' ? details[key] : null]),
  );
};

/** The User of SPEC: `roles` as names, `profile_image` as an absolute URL, optional `subscription`. */
export const presentUser = (
  user: UserRecord,
  options: { baseUrl: string; subscription?: SubscriptionView },
) => ({
  id: user.id,
  name: user.name ?? null,
  email: user.email,
  roles: rolesOf(user),
  phone: user.phone ?? null,
  bio: user.bio ?? null,
  country: user.country ?? null,
  address: user.address ?? null,
  address_details: addressDetails(user.address_details),
  preferred_currency: user.preferred_currency ?? null,
  emergency_contact: user.emergency_contact ?? null,
  profile_image: absolute(user.profile_image?.url ?? user.avatar ?? null, options.baseUrl),
  email_verified_at: iso(user.email_verified_at),
  ...(options.subscription ? { subscription: options.subscription } : {}),
});

/** What admins see of an account: the User plus its standing. */
export const presentAdminUser = (user: UserRecord, options: { baseUrl: string }) => ({
  ...presentUser(user, options),
  is_active: user.is_active !== false,
  blocked: Boolean(user.blocked),
  created_at: iso(user.createdAt),
  updated_at: iso(user.updatedAt),
});
