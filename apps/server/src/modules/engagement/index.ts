/* The engagement module's public face (issue 30's module walls): what other modules may use. */
import { readModel } from '../../platform/read-model';
import * as tables from './tables';
export { heldBadgesOf, sessionBadgesOf, countBadgeGrants } from './badges';
export { groupsOf } from './groups';
export { addEventNotices } from './notices';
export { recordCompletion } from './milestones';
export { listenForAwards, tellAwards } from './announce';
export { createEngagement } from './module';
export type { Engagement } from './module';
export { engagementJobs } from './jobs';
export { deleteBadges, deleteEvents, deleteGroups } from './list-deletes';

// The data-list models of groups, badges, events and contests read these.
/**
 * Read-only handles on this module's tables (all of them) for other modules' queries (recipes.md,
 * "A module").
 */
export const engagementReadModel = readModel(tables);
