import { z } from 'zod';
import { required, requiredString } from '../../plugins/contract/public';

export const BUDGET_LEVELS = ['low', 'medium', 'high', 'luxury'] as const;

const fields = {
  travel_style: requiredString('travel_style', { max: 255 }),
  budget_level: required(
    'budget_level',
    z.enum(BUDGET_LEVELS, { error: 'The selected budget level is invalid.' }),
  ),
  interests: required(
    'interests',
    z
      .array(
        z
          .string({ error: 'Each interest must be a string.' })
          .trim()
          .min(1)
          .max(255, 'An interest may not be greater than 255 characters.'),
        { error: 'The interests must be an array.' },
      )
      .max(50, 'The interests may not have more than 50 items.'),
  ),
};

/** POST /surveys and PUT /surveys/{survey}: every field (legacy-behaviour §3.10). */
export const surveySchema = z.object(fields);
/** PATCH /surveys/{survey}: the fields sent. */
export const surveyPatchSchema = z.object({
  travel_style: fields.travel_style.optional(),
  budget_level: z.enum(BUDGET_LEVELS, { error: 'The selected budget level is invalid.' }).optional(),
  interests: fields.interests.optional(),
});
export type SurveyInput = z.output<typeof surveyPatchSchema>;
