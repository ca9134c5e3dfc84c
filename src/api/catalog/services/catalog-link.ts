import type { LinkRule } from '../../../plugins/platform/public';
import { PLACE_KINDS } from './catalog-types';

/**
 * A record's columns naming a catalog record by kind and id (`favorable_type`, `favorable_id`),
 * for the admin panel's "Linked records" (a manifest's links).
 */
export const catalogRecordLink = (field: string, typeField: string, label: string): LinkRule => ({
  field,
  label,
  target: { typeField, types: PLACE_KINDS },
});
