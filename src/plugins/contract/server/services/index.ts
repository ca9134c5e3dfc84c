import openapi from './openapi';
import responseCache from './response-cache';
import throttles from './throttles';

export const services = {
  openapi,
  responseCache,
  throttles,
};
