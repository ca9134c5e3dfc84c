import queue from './queue';

export const services = { queue };
