/** Builders of the catalog's response schemas (numbers are JSON numbers on every database). */
export const n = (extra: object = {}) => ({ type: ['number', 'null'], ...extra });
export const integer = { type: 'integer' };
export const nint = { type: ['integer', 'null'] };
export const str = { type: 'string' };
export const nstr = { type: ['string', 'null'] };
export const time = { type: 'string', format: 'date-time' };
export const stamps = { created_at: time, updated_at: time };

export const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
