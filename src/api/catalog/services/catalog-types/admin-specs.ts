import type { RelationInput } from './catalog-type';
import { ADMIN_TYPES } from './index';
import type { AdminCollection } from '../../validators';

export type AdminSpec = {
  uid: string;
  relations: Record<string, RelationInput>;
  unique?: { fields: string[]; message: string };
};

/** How each admin collection maps its body onto its content type (from the catalog types). */
export const ADMIN_SPECS = Object.fromEntries(
  ADMIN_TYPES.map(([name, type]) => [
    name,
    { uid: type.read.uid, relations: type.admin!.relations, unique: type.admin!.unique },
  ]),
) as Record<AdminCollection, AdminSpec>;
