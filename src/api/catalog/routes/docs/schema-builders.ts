/** Builders of the catalog's response schemas (numbers are JSON numbers on every database). */
export const n = (extra: object = {}) => ({ type: ['number', 'null'], ...extra });
export const integer = { type: 'integer' };
export const nint = { type: ['integer', 'null'] };
export const str = { type: 'string' };
export const nstr = { type: ['string', 'null'] };
/** An image or flag: the file uploaded in the media library (absolute URL) when set, else the stored URL. */
export const picture = {
  type: ['string', 'null'],
  description:
    'Absolute URL of the image uploaded in the media library when there is one, else the stored URL.',
};
export const time = { type: 'string', format: 'date-time' };
export const stamps = { created_at: time, updated_at: time };

export const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
