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
export { listMembers } from './members/list-members';
export { inviteMember } from './members/invite-member';
export { changeMember } from './members/change-member';
export { removeMember } from './members/remove-member';
export { acceptInvitation, declineInvitation, showInvitation } from './members/answer-invitation';
export {
  createShareLink,
  joinTrip,
  listShareLinks,
  revokeShareLink,
  showShareLink,
} from './members/share-links';
export { listActivity } from './members/list-activity';
