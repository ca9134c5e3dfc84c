/**
 * The live module's public entry point (CONTRACT §13): modules register who may join their
 * channels (`registerChannel`) and publish after commit (`live(strapi).live.afterCommit`).
 */
export { registerChannel, type ChannelRule, type MemberInfo } from './server/channels/rules';
export { userChannel } from './server/channels/user-channel';
export { type LiveServices, live } from './accessor';
