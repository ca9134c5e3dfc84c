import { z } from 'zod';
import { DEFAULT_PERIOD, PERIODS } from './services/figures/period';

/**
 * `?period=7d|30d|90d|all`: absent or empty is the default 30d (as the contract's query reader reads
 * an empty parameter); anything else, or the parameter given twice, is 422 on `period`.
 */
export const periodQuerySchema = z.object({
  period: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(PERIODS, { error: `The selected period is invalid. Allowed: ${PERIODS.join(', ')}.` })
        .optional(),
    )
    .default(DEFAULT_PERIOD)
    .describe('The window of the figures: the last 7, 30 or 90 days, or all time (default 30d)'),
});
