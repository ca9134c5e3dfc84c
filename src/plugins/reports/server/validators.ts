import { z } from 'zod';
import { calendarDate, ValidationError } from '../../contract/public';
import { REPORT_FORMATS, type ReportFormat } from './content-types/rows';

const FORMAT_ALIASES: Record<string, ReportFormat> = { pdf: 'pdf', xlsx: 'xlsx', excel: 'xlsx' };

const format = z
  .string({ error: 'The selected format is invalid.' })
  .transform((value, context) => {
    const known = FORMAT_ALIASES[value.toLowerCase()];
    if (!known) context.addIssue({ code: 'custom', message: 'The selected format is invalid.' });
    return known ?? z.NEVER;
  })
  .meta({
    description: `${REPORT_FORMATS.map((name) => `\`${name}\``).join(' or ')} (\`excel\` is an alias of \`xlsx\`); default \`pdf\``,
  });

/** POST /admin/reports/generate: the legacy names (`from_date`, `to_date`) are aliases. */
export const generateSchema = z.object({
  from: calendarDate('from').nullish(),
  from_date: calendarDate('from_date').nullish(),
  to: calendarDate('to').nullish(),
  to_date: calendarDate('to_date').nullish(),
  format: format.nullish(),
});

// Legacy default: everything since the first booking could exist (legacy-behaviour §3.13).
const ALL_TIME_FROM = '2000-01-01';

/** The range and format a request asks for, defaults applied; a range ending before it starts is 422. */
export const reportRequestOf = (input: z.infer<typeof generateSchema>, today: string) => {
  const from = input.from ?? input.from_date ?? ALL_TIME_FROM;
  const to = input.to ?? input.to_date ?? today;
  const toField = input.to ? 'to' : 'to_date';
  if (to < from)
    throw ValidationError.field(
      toField,
      `The ${toField.replace('_', ' ')} must be a date after or equal to from.`,
    );
  return { from, to, format: input.format ?? ('pdf' as const) };
};
