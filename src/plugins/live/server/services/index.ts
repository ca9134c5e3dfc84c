import live from './live';

export const services = { live };
