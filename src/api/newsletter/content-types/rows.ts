/**
 * What the newsletter module stores: the content type's UID and its row as the query engine
 * returns it. (Strapi loads only the folders of `content-types/`.)
 */
export const SUBSCRIBER = 'api::newsletter.newsletter-subscriber';

export type SubscriberRow = { id: number; email: string; createdAt: string };
