/**
 * What the favourites module stores: the content type's UID and its row as the query engine
 * returns it. (Strapi loads only the folders of `content-types/`.)
 */
export const FAVOURITE = 'api::favourite.favourite';

export type FavouriteRow = {
  id: number;
  user_id: number;
  favorable_type: 'hotel' | 'restaurant' | 'attraction' | 'destination' | 'flight';
  favorable_id: number;
  note: string | null;
  createdAt: string | Date;
};
