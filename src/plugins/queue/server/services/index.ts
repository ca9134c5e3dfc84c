import outbox from './outbox';
import queue from './queue';

export const services = { queue, outbox };
