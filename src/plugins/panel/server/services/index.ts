import links from './links';

export const services = { links };
