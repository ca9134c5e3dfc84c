/** OpenAPI components of the favourites module. */
const favourite = {
  id: { type: 'integer' },
  user_id: { type: 'integer' },
  favorable_type: { type: 'string', enum: ['hotel', 'restaurant', 'attraction', 'destination', 'flight'] },
  favorable_id: { type: 'integer' },
  note: { type: ['string', 'null'] },
  created_at: { type: 'string', format: 'date-time' },
};

export const favouriteSchemas = {
  Favourite: { type: 'object', properties: favourite },
  FavouriteWithItem: {
    type: 'object',
    properties: {
      ...favourite,
      item: {
        type: ['object', 'null'],
        description: 'The catalog record as its own read shows it; null once it has been deleted',
      },
    },
  },
};
