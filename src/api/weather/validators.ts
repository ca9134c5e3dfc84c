import { z } from 'zod';

const coordinate = (field: 'lat' | 'lon', limit: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be a number.`,
    })
    .trim()
    .min(1, { error: `The ${field} field is required.`, abort: true })
    .regex(/^-?\d+(\.\d+)?$/, `The ${field} must be a number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `The ${field} must be between -${limit} and ${limit}.`)
        .max(limit, `The ${field} must be between -${limit} and ${limit}.`),
    )
    .meta({ description: `Decimal degrees, -${limit} to ${limit}` });

export const weatherQuerySchema = z.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) });
