/** Decimal columns come back as strings on PostgreSQL: every number in the API is a JSON number. */
export const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

export const iso = (value: unknown): string | null =>
  value ? new Date(value as string).toISOString() : null;
