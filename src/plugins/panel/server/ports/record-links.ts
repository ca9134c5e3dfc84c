import { definePort, type RecordLinks } from '../../../contract/public';

export type { LinkRule, ListRule, RecordLinks, TargetRule } from '../../../contract/public';

/** The app knows its domains' ids; the panel only follows them (it imports no domain). */
export const recordLinks = definePort<RecordLinks>('panel.record-links', {});
