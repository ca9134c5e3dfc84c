import type { ReportRange } from '../../../../plugins/reports/public';
import type { Range } from '../figures/period';

const DAY_MS = 86_400_000;

/** A report's closed range of days as instants: from its first midnight to the one after its last day (UTC). */
export const instantsOf = (range: ReportRange): Required<Range> => ({
  from: new Date(`${range.from}T00:00:00Z`),
  to: new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS),
});

/** The period of equal length just before, for the executive summary's comparisons. */
export const previousOf = (current: Required<Range>): Required<Range> => ({
  from: new Date(current.from.getTime() - (current.to.getTime() - current.from.getTime())),
  to: current.from,
});
