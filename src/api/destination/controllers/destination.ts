import { factories } from '@strapi/strapi';

// Strapi's stock controller: mounted only in bench mode, as the baseline `npm run bench` compares against.
export default factories.createCoreController('api::destination.destination');
