import type { SurveyRow } from '../content-types/rows';

const iso = (value: string | Date) => new Date(value).toISOString();

/** A survey as its author sees it (legacy-behaviour §3.10). */
export const presentSurvey = (row: SurveyRow) => ({
  id: row.id,
  user_id: row.user_id,
  travel_style: row.travel_style,
  budget_level: row.budget_level,
  interests: row.interests ?? [],
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
