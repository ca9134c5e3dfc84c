import trash from './trash';

export const services = { trash };
