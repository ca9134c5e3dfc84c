import type { Guarantee } from '../../plugins/platform/public';
import { REVIEW } from './content-types/rows';
import { TRASH_COLUMN } from '../../plugins/soft-delete/public';

/** What the database holds for reviews (applied at boot by the platform plugin). */
export const reviewGuarantees: Guarantee[] = [
  {
    uid: REVIEW,
    name: 'user_record_unique',
    unique: true,
    columns: ['user_id', 'reviewable_type', 'reviewable_id'],
    why: 'One review per user and record, even under concurrent submissions (a deleted one comes back on re-submission)',
  },
  {
    uid: REVIEW,
    name: 'record_status_idx',
    columns: ['reviewable_type', 'reviewable_id', 'state', TRASH_COLUMN],
    why: "A record's approved reviews and their summary",
  },
];
