import guarantees from './guarantees';
import health from './health';
import lifecycle from './lifecycle';
import openapi from './openapi';
import redis from './redis';
import responseCache from './response-cache';
import throttles from './throttles';

export const services = {
  guarantees,
  health,
  lifecycle,
  openapi,
  redis,
  responseCache,
  throttles,
};
