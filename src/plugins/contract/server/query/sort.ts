import { ValidationError } from '../errors';

export type SortDirection = 'asc' | 'desc';
export type SortTerm = {
  field: string;
  column: string;
  direction: SortDirection;
  /** An expression to sort by instead of a column (a search's rank), with its bound values. */
  expression?: { sql: string; bindings: readonly unknown[] };
};

/**
 * Parses `sort=-rating,name` against a whitelist (public field name → column). An unknown
 * field is a 422; the result always ends with the tiebreaker (by `id`) so paging is stable.
 */
export const parseSort = (
  raw: unknown,
  whitelist: Record<string, string>,
  options: { fallback?: string; tiebreaker?: string } = {},
): SortTerm[] => {
  const tiebreaker = options.tiebreaker ?? 'id';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw ValidationError.field('sort', 'The sort parameter must be given once, as a comma-separated list.');
  }
  const source = raw && raw.trim() !== '' ? raw : (options.fallback ?? '');
  const terms: SortTerm[] = [];
  const unknown: string[] = [];

  for (const part of source
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const direction: SortDirection = part.startsWith('-') ? 'desc' : 'asc';
    const field = part.replace(/^[-+]/, '');
    const column = whitelist[field];
    if (!column) unknown.push(field);
    else if (!terms.some((term) => term.column === column)) terms.push({ field, column, direction });
  }

  if (unknown.length > 0) {
    const [fields, verb] = unknown.length > 1 ? ['fields', 'are'] : ['field', 'is'];
    const named = unknown.map((field) => `'${field}'`).join(', ');
    const allowed = Object.keys(whitelist).join(', ');
    throw ValidationError.field(
      'sort',
      `The sort ${fields} ${named} ${verb} not allowed. Allowed: ${allowed}.`,
    );
  }
  if (!terms.some((term) => term.column === tiebreaker))
    terms.push({ field: tiebreaker, column: tiebreaker, direction: 'asc' });
  return terms;
};

/** The query engine's `orderBy` for parsed sort terms. */
export const toOrderBy = (terms: SortTerm[]) => terms.map((term) => ({ [term.column]: term.direction }));
