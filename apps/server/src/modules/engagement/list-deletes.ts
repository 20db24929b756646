import { deleteByIds } from '../../platform/db/delete-by-ids';
import { badges, engagementEvents, sellerGroups } from './tables';

/** The engagement lists' delete actions (data-lists checks first): engagement owns the rows. */
export const deleteGroups = deleteByIds(sellerGroups, sellerGroups.id);
export const deleteBadges = deleteByIds(badges, badges.id);
export const deleteEvents = deleteByIds(engagementEvents, engagementEvents.id);
