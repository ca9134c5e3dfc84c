export const FAVOURITE = 'api::favourite.favourite';

export type FavouriteRow = {
  id: number;
  user_id: number;
  favorable_type: 'hotel' | 'restaurant' | 'attraction' | 'destination' | 'flight';
  favorable_id: number;
  note: string | null;
  createdAt: string | Date;
};

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
