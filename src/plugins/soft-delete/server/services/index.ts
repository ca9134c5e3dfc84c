import trash from './trash';
import trashReads from './trash-reads';

export const services = { trash, trashReads };
