import deletion from './deletion';

export const DELETION = 'plugin::soft-delete.deletion';
export default { deletion };
