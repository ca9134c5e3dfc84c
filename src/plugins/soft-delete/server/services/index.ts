import purge from './purge';
import trash from './trash';
import trashReads from './trash-reads';

export const services = { purge, trash, trashReads };
