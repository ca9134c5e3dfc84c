import { definePort, type RecordLinks } from '../../../platform/public';

export type { LinkRule, ListRule, RecordLinks, TargetRule } from '../../../platform/public';

/** The app knows its domains' ids; the panel only follows them (it imports no domain). */
export const recordLinks = definePort<RecordLinks>('panel.record-links', {});
