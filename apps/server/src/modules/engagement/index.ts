export { heldBadgesOf, sessionBadgesOf, countBadgeGrants } from './badges';
export { groupsOf } from './groups';
export { recordCompletion } from './milestones';
export { listenForAwards, tellAwards } from './announce';
export { createEngagement } from './module';
export type { Engagement } from './module';
export { engagementJobs } from './jobs';
export {
  badgeAwards,
  badges,
  contestWinners,
  engagementEvents,
  eventMilestones,
  eventProgress,
  sellerGroupMembers,
  sellerGroups,
} from './tables';
