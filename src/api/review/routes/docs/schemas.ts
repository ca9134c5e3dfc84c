import { TRASHED_AT_PROPERTY } from '../../../../plugins/soft-delete/public';
/** OpenAPI components of the reviews module. */
const subScores = {
  type: 'object',
  properties: Object.fromEntries(
    ['cleanliness', 'safety', 'staff', 'amenities', 'location'].map((name) => [
      name,
      { type: 'integer', minimum: 1, maximum: 5 },
    ]),
  ),
};
const review = {
  id: { type: 'integer' },
  user_id: { type: 'integer' },
  reviewable_type: { type: 'string', enum: ['hotel', 'restaurant', 'attraction', 'destination', 'flight'] },
  reviewable_id: { type: 'integer' },
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  comment: { type: ['string', 'null'] },
  sub_scores: subScores,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
};
const author = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'] },
  },
};

export const reviewSchemas = {
  Review: { type: 'object', properties: review },
  AdminReview: {
    type: 'object',
    properties: { ...review, user: author, ...TRASHED_AT_PROPERTY },
  },
  RecordReviews: {
    type: 'object',
    properties: {
      summary: {
        type: 'object',
        properties: {
          rating: { type: 'number' },
          total_reviews: { type: 'integer' },
          distribution: {
            type: 'object',
            description:
              '"5".."1" → `{count, percentage}`; the percentages add up to 100 (0 without reviews)',
          },
          sub_scores: { type: 'object', description: 'Averages of the sub-scores given, null when none was' },
        },
      },
      reviews: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            user_id: { type: 'integer' },
            user_name: { type: ['string', 'null'] },
            user_avatar: { type: ['string', 'null'] },
            rating: { type: 'integer' },
            comment: { type: ['string', 'null'] },
            sub_scores: subScores,
            status: { type: 'string' },
            is_pending: { type: 'boolean' },
            created_at: { type: 'string', format: 'date-time' },
            time_ago: { type: 'string', examples: ['3 days ago'] },
          },
        },
      },
      user_review: {
        type: ['object', 'null'],
        properties: {
          id: { type: 'integer' },
          rating: { type: 'integer' },
          comment: { type: ['string', 'null'] },
          status: { type: 'string' },
          is_pending: { type: 'boolean' },
        },
      },
    },
  },
};
