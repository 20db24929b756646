import { readModel } from '../../platform/read-model';
import { shipmentTrackers } from './tables';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const shipmentTrackersReadModel = readModel({ shipmentTrackers });
