import type { FavouriteRow } from '../content-types/rows';

const iso = (value: string | Date) => new Date(value).toISOString();

/** The legacy favourite row (legacy-behaviour §3.7), `favorable_type` short. */
export const presentFavourite = (row: FavouriteRow) => ({
  id: row.id,
  user_id: row.user_id,
  favorable_type: row.favorable_type,
  favorable_id: row.favorable_id,
  note: row.note,
  created_at: iso(row.createdAt),
});

/** A favourite with its catalog record as the catalog's own read shows it (null once it is gone). */
export const presentFavouriteWithItem = ({
  favourite,
  item,
}: {
  favourite: FavouriteRow;
  item: unknown;
}) => ({
  ...presentFavourite(favourite),
  item,
});
