/** The trip use cases every entry point shares (REST controllers, MCP tools): one file each. */
export { attachPlace } from './attach-place';
export { createTrip } from './create-trip';
export { detachItem } from './detach-item';
export { forkTrip } from './fork-trip';
export { listTrips } from './list-trips';
export { removeTrip } from './remove-trip';
export { showTrip } from './show-trip';
export { updateItem } from './update-item';
export { updateTrip } from './update-trip';
