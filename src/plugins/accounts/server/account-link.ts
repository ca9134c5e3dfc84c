import type { LinkRule } from '../../platform/public';
import { USER } from './users-table';

/** A record's column holding an account's id, for the admin panel's "Linked records" (a manifest's links). */
export const accountLink = (field = 'user_id', label = 'User'): LinkRule => ({ field, label, target: USER });
