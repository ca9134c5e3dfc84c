import guarantees from './guarantees';
import health from './health';
import lifecycle from './lifecycle';
import redis from './redis';

export const services = { guarantees, health, lifecycle, redis };
